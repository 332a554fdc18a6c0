import { COMPANY_LIMITS, COMPANY_MSG, maxLengthOf, subUnitRenameFieldsSchema } from '@portal/contract';
import { Button, Form, Input, Upload, type UploadFile } from 'antd';
import { zodRule } from '@/lib/zod-rule';
import { useRenameSubUnit } from '../api/rename-sub-unit';
import { FormDialog } from './form-dialog';

export const RENAME_TEXT = {
  title: 'Gửi yêu cầu chỉnh sửa',
  name: 'Tên công ty mới',
  file: 'File đính kèm (PDF)',
  choose: 'Chọn file PDF',
  hint: `Một file PDF, tối đa ${COMPANY_LIMITS.renameFileMaxMb} MB.`,
  submit: 'Gửi yêu cầu',
} as const;

const nameSchema = subUnitRenameFieldsSchema.shape.Name;

const isPdf = (file: UploadFile) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

/** Spec 3 §5: exactly one PDF of at most 5 MB (the server checks it again, by content). */
export function renameFileProblem(files: UploadFile[] | undefined): string | undefined {
  const [file, ...rest] = files ?? [];
  if (!file || rest.length > 0) return COMPANY_MSG.renameFile;
  if (!isPdf(file)) return COMPANY_MSG.renameFileType;
  if ((file.size ?? file.originFileObj?.size ?? 0) > COMPANY_LIMITS.renameFileMaxBytes) return COMPANY_MSG.renameFileSize;
  return undefined;
}

type Values = { name: string; files: UploadFile[] };

/** The rename request (spec 3 §2, §5): new name and one PDF, multipart `Name` + `NewCompanyFiles`. */
export function RenameDialog({ unitId, open, onClose }: { unitId: string; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const rename = useRenameSubUnit(unitId);
  return (
    <FormDialog
      open={open}
      title={RENAME_TEXT.title}
      okText={RENAME_TEXT.submit}
      isPending={rename.isPending}
      form={form}
      onClose={onClose}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        name="rename-unit"
        disabled={rename.isPending}
        onFinish={(values) => {
          const file = values.files[0]?.originFileObj;
          if (!file) return;
          rename.mutate({ name: values.name.trim(), file }, { onSuccess: onClose });
        }}
      >
        <Form.Item label={RENAME_TEXT.name} name="name" rules={[zodRule(nameSchema)]}>
          <Input maxLength={maxLengthOf(nameSchema)} showCount />
        </Form.Item>
        <Form.Item
          label={RENAME_TEXT.file}
          name="files"
          valuePropName="fileList"
          extra={RENAME_TEXT.hint}
          required
          // Only the last chosen file is kept: exactly one PDF.
          getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList.slice(-1)}
          rules={[
            {
              validator: async (_rule, files: UploadFile[] | undefined) => {
                const problem = renameFileProblem(files);
                if (problem) throw new Error(problem);
              },
            },
          ]}
        >
          <Upload accept=".pdf,application/pdf" maxCount={1} beforeUpload={() => false}>
            <Button>{RENAME_TEXT.choose}</Button>
          </Upload>
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
