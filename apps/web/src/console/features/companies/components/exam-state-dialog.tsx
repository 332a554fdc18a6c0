import { COMPANY_DESK_MSG, type DeskExamStateBody, type ExamState } from '@portal/contract';
import { Col, DatePicker, Form, Select, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { dayjs } from '@/lib/dayjs';
import { FormDialog } from '../../../components/form-dialog';
import { useMoveExamStates } from '../api/employees';
import { examStateOptions, healthClassOptions } from './company-labels';

type FormValues = { examState?: ExamState; healthStatus?: number | 'none'; examinedAt?: Dayjs };

const UNCLASSIFIED = 'none';

/** 'Cập nhật trạng thái khám': the exam state and/or the health class of the selected people, with the exam day. */
export function ExamStateDialog({ contractId, employeeIds, onClose }: { contractId: string; employeeIds: string[]; onClose: () => void }) {
  const [form] = Form.useForm<FormValues>();
  const move = useMoveExamStates(contractId);
  const examState = Form.useWatch('examState', form);

  const save = (v: FormValues) => {
    const body: DeskExamStateBody = { employeeIds };
    if (v.examState) body.examState = v.examState;
    if (v.healthStatus !== undefined)
      body.healthStatus = v.healthStatus === UNCLASSIFIED ? null : (v.healthStatus as DeskExamStateBody['healthStatus']);
    if (v.examinedAt && (v.examState === 'partial' || v.examState === 'full')) body.examinedAt = v.examinedAt.format('YYYY-MM-DD');
    return move.mutateAsync(body);
  };

  const oneOfRule = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: async () => {
      if (getFieldValue('examState') === undefined && getFieldValue('healthStatus') === undefined)
        throw new Error(COMPANY_DESK_MSG.chooseChange);
    },
  });

  return (
    <FormDialog<FormValues>
      id="exam-state"
      title="Cập nhật trạng thái khám"
      width={560}
      form={form}
      initialValues={{}}
      isPending={move.isPending}
      onSave={save}
      onClose={onClose}
    >
      <Col span={24}>
        <Typography.Paragraph>{`Đã chọn ${employeeIds.length} nhân viên.`}</Typography.Paragraph>
      </Col>
      <Col span={24}>
        <Form.Item name="examState" label="Trạng thái khám" dependencies={['healthStatus']} rules={[oneOfRule]}>
          <Select allowClear options={examStateOptions} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="healthStatus" label="Phân loại sức khỏe">
          <Select allowClear options={[...healthClassOptions, { value: UNCLASSIFIED, label: 'Chưa phân loại' }]} />
        </Form.Item>
      </Col>
      {(examState === 'partial' || examState === 'full') && (
        <Col span={24}>
          <Form.Item name="examinedAt" label="Ngày khám" extra="Để trống: hôm nay">
            <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
          </Form.Item>
        </Col>
      )}
    </FormDialog>
  );
}
