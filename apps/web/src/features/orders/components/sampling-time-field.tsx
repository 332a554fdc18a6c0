import { disabledSamplingHours, ORDER_LIMITS, ORDER_MSG, orderFieldSchemas, samplingTimeProblem } from '@portal/contract';
import { DatePicker, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { zodRule } from '@/lib/zod-rule';

export const SAMPLING_TIME_LABEL = 'Thời gian lấy mẫu';
/** How the API takes it (Vietnam wall clock). */
const WORK_TIME = 'YYYY-MM-DD HH:mm';
const SHOWN = 'DD/MM/YYYY HH:mm';

const [defaultHour, defaultMinute] = ORDER_LIMITS.defaultSamplingTime.split(':').map(Number);
const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);

/**
 * Hours before 8, 12 and from 17 are never selectable (spec 3 §5); on today, neither is any
 * time already past (the rule refuses a past time anyway).
 */
function disabledTime(day: Dayjs | null) {
  const now = dayjs();
  const isToday = day?.isSame(now, 'day') ?? false;
  return {
    disabledHours: () => [...new Set([...disabledSamplingHours(), ...(isToday ? range(0, now.hour()) : [])])],
    disabledMinutes: (hour: number) => (isToday && hour === now.hour() ? range(0, now.minute() + 1) : []),
  };
}

/**
 * Why a typed time the picker refuses (a disabled hour, a past time) will not be kept: the picker
 * drops such text on blur without a word, so the field says why. Undefined for anything else.
 */
export function typedTimeProblem(text: string): string | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) return undefined;
  const [, d, m, y, hh, mm] = match;
  const problem = samplingTimeProblem(`${y}-${m}-${d} ${hh}:${mm}`);
  if (problem === 'hour') return ORDER_MSG.workTimeHour;
  if (problem === 'past') return ORDER_MSG.workTimePast;
  return undefined;
}

/**
 * The sampling date-time (spec 3 §5, §9): DD/MM/YYYY HH:mm, no past day, only 08–11 and 13–16,
 * opening on 08:00; the form keeps 'YYYY-MM-DD HH:mm', the contract's rule checks it.
 */
export function SamplingTimeField() {
  const form = Form.useFormInstance();
  return (
    <Form.Item
      name="workTimeTest"
      label={SAMPLING_TIME_LABEL}
      required
      rules={[zodRule(orderFieldSchemas.workTimeTest)]}
      getValueProps={(value?: string) => ({ value: value ? dayjs(value) : undefined })}
      normalize={(value?: Dayjs | null) => (value ? value.format(WORK_TIME) : undefined)}
    >
      <DatePicker
        style={{ width: '100%' }}
        format={SHOWN}
        placeholder={SHOWN}
        showNow={false}
        showTime={{
          format: 'HH:mm',
          defaultOpenValue: dayjs()
            .hour(defaultHour ?? 8)
            .minute(defaultMinute ?? 0)
            .second(0),
        }}
        disabledDate={(day) => day.isBefore(dayjs(), 'day')}
        disabledTime={disabledTime}
        onBlur={(event) => {
          const problem = typedTimeProblem((event.target as HTMLInputElement).value ?? '');
          if (problem) form.setFields([{ name: 'workTimeTest', errors: [problem] }]);
        }}
      />
    </Form.Item>
  );
}
