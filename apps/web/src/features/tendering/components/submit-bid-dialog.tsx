import {
  BID_PROGRESS_TYPE,
  type BidInfoItem,
  type BidPostDetail,
  type BidSubmission,
  discountRule,
  INFO_TYPE,
  maxLengthOf,
  OFFERED_SHIPPING_METHODS,
  type Profile,
  priceRule,
  progressRowSchema,
  rules,
  shippingMethodRule,
  submissionFieldsSchema,
  TENDER_LIMITS,
  TENDER_MSG,
} from '@portal/contract';
import { Button, Form, type FormInstance, Input, Modal, Select, Skeleton, type UploadFile } from 'antd';
import { FileListUpload } from '@/components/file-list-upload';
import { EmailField } from '@/components/form-fields/email-field';
import { PhoneField } from '@/components/form-fields/phone-field';
import { LoadError } from '@/components/query-state';
import { isApiError } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/form-errors';
import { useProfile } from '@/lib/profile';
import { zodRule } from '@/lib/zod-rule';
import { downloadBidFile } from '../api/download-file';
import { lookupLabel, useTenderLookups } from '../api/get-lookups';
import { useSubmission } from '../api/get-submission';
import { type FormFile, type SubmissionInput, useSaveSubmission } from '../api/save-submission';
import { formatPriceInput } from '../format';

const shape = submissionFieldsSchema.shape;

type ScheduleRow = { id?: string; name?: string; content?: string };

export type SubmitFormValues = {
  name: string;
  taxCode: string;
  representative: string;
  price: string;
  shippingMethod?: number;
  discount: string;
  files: UploadFile[];
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  contactPosition: string;
  note: string;
  supply: ScheduleRow[];
  payment: ScheduleRow[];
  /** `custom.{infoId}`: text, or a list of (at most one) file. */
  custom: Record<string, string | UploadFile[] | undefined>;
};

/** Stored files as upload-list rows (the row's uid is the stored file's id). */
const asUploadFiles = (files: readonly { id: string; name: string; fullPath: string | null }[]): UploadFile[] =>
  files.map((f) => ({ uid: f.id, name: f.name, status: 'done', url: f.fullPath ?? undefined }));

export function initialValues(
  profile: Profile | undefined,
  submission: BidSubmission | undefined,
  infos: readonly BidInfoItem[],
): SubmitFormValues {
  const rows = (type: number) =>
    (submission?.progress ?? []).filter((p) => p.progressType === type).map((p) => ({ id: p.id, name: p.name, content: p.content }));
  const custom: SubmitFormValues['custom'] = {};
  for (const info of infos) {
    const value = submission?.customValues.find((v) => v.bidPostCategoryInformationId === info.id);
    custom[info.id] = info.type === INFO_TYPE.Text ? (value?.content ?? '') : value?.file ? asUploadFiles([value.file]) : [];
  }
  return {
    // Spec 2 §5: from the profile, read-only.
    name: profile?.name ?? '',
    taxCode: profile?.taxCode ?? '',
    representative: profile?.representative ?? '',
    price: submission ? formatPriceInput(submission.price) : '',
    shippingMethod: submission?.shippingMethod,
    discount: submission ? String(submission.discount) : '',
    files: asUploadFiles(submission?.files ?? []),
    contactName: submission?.contactName ?? '',
    contactPhone: submission?.contactPhone ?? profile?.phone ?? '',
    contactEmail: submission?.contactEmail ?? profile?.email ?? '',
    contactPosition: submission?.contactPosition ?? '',
    note: submission?.note ?? '',
    supply: submission ? rows(BID_PROGRESS_TYPE.Supply) : [{}],
    payment: submission ? rows(BID_PROGRESS_TYPE.Payment) : [{}],
    custom,
  };
}

const toFormFiles = (files: readonly UploadFile[]): FormFile[] =>
  files.map((f) => (f.originFileObj ? { name: f.name, file: f.originFileObj as File } : { id: f.uid, name: f.name }));

/** The form's values as the call's input (the same names the server's schema reads). */
export function toSubmissionInput(
  values: SubmitFormValues,
  detail: Pick<BidPostDetail, 'id' | 'informations'>,
  submission: BidSubmission | undefined,
): SubmissionInput {
  const rows = (list: ScheduleRow[] | undefined, progressType: number) =>
    (list ?? []).map((row) => ({
      ...(row.id ? { id: row.id } : {}),
      name: (row.name ?? '').trim(),
      content: (row.content ?? '').trim(),
      progressType,
    }));
  const progress = [...rows(values.supply, BID_PROGRESS_TYPE.Supply), ...rows(values.payment, BID_PROGRESS_TYPE.Payment)];
  const kept = new Set(progress.flatMap((p) => (p.id ? [p.id] : [])));
  return {
    bidPostId: detail.id,
    submissionId: submission?.id,
    name: values.name.trim(),
    taxCode: values.taxCode.trim(),
    representative: values.representative.trim(),
    price: values.price.replaceAll('.', ''),
    shippingMethod: Number(values.shippingMethod),
    discount: values.discount.trim(),
    contactName: values.contactName.trim(),
    contactPhone: values.contactPhone.trim(),
    contactEmail: values.contactEmail.trim(),
    contactPosition: values.contactPosition.trim(),
    note: (values.note ?? '').trim(),
    progress,
    deleteProgressIds: (submission?.progress ?? []).flatMap((p) => (kept.has(p.id) ? [] : [p.id])),
    files: toFormFiles(values.files ?? []),
    customValues: detail.informations.map((info) => {
      const value = values.custom?.[info.id];
      if (info.type === INFO_TYPE.Text) return { infoId: info.id, content: typeof value === 'string' ? value.trim() : '' };
      const file = Array.isArray(value) ? value[0] : undefined;
      if (!file) return { infoId: info.id };
      return file.originFileObj ? { infoId: info.id, file: file.originFileObj as File } : { infoId: info.id, keepFile: true };
    }),
  };
}

/** Server field → form field, for a 400's field errors. */
const SERVER_FIELDS: Record<string, string> = {
  Name: 'name',
  TaxCode: 'taxCode',
  Representative: 'representative',
  Price: 'price',
  ShippingMethod: 'shippingMethod',
  Discount: 'discount',
  ContactName: 'contactName',
  ContactPhone: 'contactPhone',
  ContactEmail: 'contactEmail',
  ContactPosition: 'contactPosition',
  Note: 'note',
  Files: 'files',
};

const required = (message: string, isEmpty: (value: unknown) => boolean) => ({
  required: true,
  validator: async (_rule: unknown, value: unknown) => {
    if (isEmpty(value)) throw new Error(message);
  },
});
const noFiles = (value: unknown) => !Array.isArray(value) || value.length === 0;
const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

function ScheduleList({ name, title }: { name: 'supply' | 'payment'; title: string }) {
  return (
    <Form.List
      name={name}
      rules={[
        {
          validator: async (_r, rows: unknown[] | undefined) => (rows?.length ? undefined : Promise.reject(new Error(TENDER_MSG.schedule))),
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <fieldset className="bid-schedule" aria-label={title}>
          <legend>{title}</legend>
          {fields.map((field, index) => (
            <div key={field.key} className="bid-schedule__row">
              <Form.Item name={[field.name, 'id']} hidden>
                <Input />
              </Form.Item>
              <Form.Item
                name={[field.name, 'name']}
                label={`Tiêu đề ${index + 1}`}
                rules={[zodRule(progressRowSchema.shape.name)]}
                className="bid-schedule__title"
              >
                <Input maxLength={TENDER_LIMITS.titleMax} />
              </Form.Item>
              <Form.Item
                name={[field.name, 'content']}
                label={`Nội dung ${index + 1}`}
                rules={[zodRule(progressRowSchema.shape.content)]}
                className="bid-schedule__content"
              >
                <Input.TextArea rows={1} autoSize maxLength={TENDER_LIMITS.contentMax} />
              </Form.Item>
              <Button type="text" danger aria-label={`Xóa dòng ${index + 1} (${title})`} onClick={() => remove(field.name)}>
                Xóa
              </Button>
            </div>
          ))}
          <Form.ErrorList errors={errors} />
          <Button type="dashed" onClick={() => add({})}>
            Thêm dòng
          </Button>
        </fieldset>
      )}
    </Form.List>
  );
}

function CustomValueField({ info }: { info: BidInfoItem }) {
  if (info.type === INFO_TYPE.Text) {
    return (
      <Form.Item name={['custom', info.id]} label={info.name} rules={info.isRequired ? [required(TENDER_MSG.infoText, blank)] : []}>
        <Input.TextArea rows={2} maxLength={TENDER_LIMITS.contentMax} />
      </Form.Item>
    );
  }
  return (
    <Form.Item
      name={['custom', info.id]}
      label={info.name}
      valuePropName="value"
      // One file per item: a new pick replaces the previous one (spec 2 §5).
      getValueFromEvent={(files: UploadFile[]) => files.slice(-1)}
      rules={info.isRequired ? [required(TENDER_MSG.infoFile, noFiles)] : []}
    >
      <FileListUpload renamable onOpen={openListedFile} />
    </Form.Item>
  );
}

/** A listed file: a stored one is fetched with the token; a picked one opens from the browser; no URL is told. */
function openListedFile(file: UploadFile) {
  if (file.originFileObj) {
    const url = URL.createObjectURL(file.originFileObj);
    window.open(url, '_blank', 'noopener');
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return;
  }
  void downloadBidFile({ name: file.name, fullPath: file.url ?? null });
}

type SubmitBidFormProps = {
  form: FormInstance<SubmitFormValues>;
  initial: SubmitFormValues;
  informations: readonly BidInfoItem[];
};

/** The 'Thông tin nhà thầu' form (spec 2 §5): every rule is the contract's, as the server applies it. */
export function SubmitBidForm({ form, initial, informations }: SubmitBidFormProps) {
  const lookups = useTenderLookups();
  return (
    <Form form={form} layout="vertical" name="submit-bid" initialValues={initial} requiredMark>
      <div className="bid-form-grid">
        <Form.Item name="name" label="Tên nhà dự thầu" rules={[zodRule(shape.Name)]}>
          <Input readOnly />
        </Form.Item>
        <Form.Item name="taxCode" label="Mã số thuế" rules={[zodRule(rules.taxCode)]}>
          <Input readOnly />
        </Form.Item>
        <Form.Item name="representative" label="Người đại diện pháp luật" rules={[zodRule(shape.Representative)]}>
          <Input readOnly />
        </Form.Item>
        <Form.Item
          name="price"
          label="Giá dự thầu (VNĐ)"
          rules={[zodRule(priceRule)]}
          normalize={(value: string) => formatPriceInput(value)}
        >
          <Input inputMode="numeric" maxLength={TENDER_LIMITS.priceDigitsMax + Math.floor((TENDER_LIMITS.priceDigitsMax - 1) / 3)} />
        </Form.Item>
        <Form.Item name="shippingMethod" label="Phương thức vận chuyển" rules={[zodRule(shippingMethodRule)]}>
          <Select
            placeholder="Chọn phương thức vận chuyển"
            options={OFFERED_SHIPPING_METHODS.map((id) => ({ value: id, label: lookupLabel(lookups, 'shippingMethod', id) }))}
          />
        </Form.Item>
        <Form.Item name="discount" label="Chiết khấu (%)" rules={[zodRule(discountRule)]}>
          <Input inputMode="decimal" maxLength={TENDER_LIMITS.discountInputMax} />
        </Form.Item>
      </div>
      <Form.Item name="files" label="Tài liệu đính kèm" rules={[required(TENDER_MSG.files, noFiles)]}>
        <FileListUpload renamable onOpen={openListedFile} />
      </Form.Item>
      <div className="bid-form-grid">
        <Form.Item name="contactName" label="Tên liên hệ" rules={[zodRule(shape.ContactName)]}>
          <Input maxLength={maxLengthOf(shape.ContactName)} />
        </Form.Item>
        <Form.Item name="contactPosition" label="Chức vụ" rules={[zodRule(shape.ContactPosition)]}>
          <Input maxLength={maxLengthOf(shape.ContactPosition)} />
        </Form.Item>
        <PhoneField name="contactPhone" label="Số điện thoại" />
        <EmailField name="contactEmail" label="Email" />
      </div>
      <ScheduleList name="supply" title="Cung cấp hàng hoá" />
      <ScheduleList name="payment" title="Thanh toán" />
      {informations.map((info) => (
        <CustomValueField key={info.id} info={info} />
      ))}
      <Form.Item name="note" label="Ghi chú">
        <Input.TextArea rows={3} maxLength={TENDER_LIMITS.noteMax} />
      </Form.Item>
    </Form>
  );
}

type SubmitBidDialogProps = {
  detail: BidPostDetail;
  /** The provider's submission when updating. */
  submissionId?: string;
  onClose: () => void;
};

/** 'Thông tin nhà thầu' (spec 2 §2.7): submit or update; closes after a successful save, keeps everything typed after a failed one. */
export function SubmitBidDialog({ detail, submissionId, onClose }: SubmitBidDialogProps) {
  const [form] = Form.useForm<SubmitFormValues>();
  const profile = useProfile();
  const submission = useSubmission(submissionId);
  const save = useSaveSubmission();
  const loading = profile.isPending || (submissionId !== undefined && submission.isPending);
  const failed = profile.isError ? profile : submission.isError ? submission : null;

  const onSave = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const input = toSubmissionInput(form.getFieldsValue(true) as SubmitFormValues, detail, submission.data);
    save.mutate(input, {
      onSuccess: onClose,
      onError: (error) => {
        applyServerErrors(form, error, SERVER_FIELDS);
        // A custom value's error comes under `CustomContent_{id}` or `CustomFile_{id}`.
        if (isApiError(error)) {
          const custom = Object.entries(error.errors).flatMap(([key, errors]) => {
            const id = /^Custom(?:Content|File)_(.+)$/.exec(key)?.[1];
            return id && detail.informations.some((info) => info.id === id) ? [{ name: ['custom', id] as ['custom', string], errors }] : [];
          });
          if (custom.length) form.setFields(custom);
        }
      },
    });
  };

  return (
    <Modal
      open
      title="Thông tin nhà thầu"
      width={800}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={onClose}>
          Đóng
        </Button>,
        <Button key="submit" type="primary" loading={save.isPending} disabled={loading || failed !== null} onClick={() => void onSave()}>
          Nộp hồ sơ
        </Button>,
      ]}
    >
      {failed ? (
        <LoadError error={failed.error} isRetrying={failed.isFetching} onRetry={() => void failed.refetch()} />
      ) : loading ? (
        <Skeleton active />
      ) : (
        <SubmitBidForm
          form={form}
          initial={initialValues(profile.data, submission.data, detail.informations)}
          informations={detail.informations}
        />
      )}
    </Modal>
  );
}
