import {
  APPOINTMENT_STATUS,
  type AppointmentStatus,
  PROGRESS_STEP_LABELS,
  PROGRESS_STEPS,
  type ProgressStep,
  type ProgressStepEntry,
  progressIndex,
  type ResultStatus,
} from '@portal/contract';

/** The progress of an order as stored: the time each step was reached. */
export type ProgressTimes = {
  createdAt: Date;
  step: ProgressStep;
  sampleTakenAt: Date | null;
  inLabAt: Date | null;
  resultReadyAt: Date | null;
};

const timeOf = (o: ProgressTimes, step: ProgressStep): Date | null =>
  step === 'BOOKED' ? o.createdAt : step === 'SAMPLE_TAKEN' ? o.sampleTakenAt : step === 'IN_LAB' ? o.inLabAt : o.resultReadyAt;

/** Every step with its time (null until reached). */
export function progressSteps(o: ProgressTimes): ProgressStepEntry[] {
  const current = progressIndex(o.step);
  return PROGRESS_STEPS.map((key, i) => {
    const at = i <= current ? timeOf(o, key) : null;
    return { key, name: PROGRESS_STEP_LABELS[key], at: at ? at.toISOString() : null, done: i <= current };
  });
}

export type StepMove = {
  step: ProgressStep;
  sampleTakenAt: Date | null;
  inLabAt: Date | null;
  resultReadyAt: Date | null;
  status: AppointmentStatus;
  result: ResultStatus;
};

/**
 * Moves the progress forward to `target` at `now` (steps skipped get the same time) and carries
 * status and result along: a sample taken or in the laboratory puts a pending or confirmed order
 * in progress (3), the laboratory marks the result as being tested, a ready result completes the
 * order (4) with its result. Undefined when `target` is not after the current step.
 */
export function moveStep(
  o: ProgressTimes & { status: AppointmentStatus; result: ResultStatus },
  target: ProgressStep,
  now: Date,
): StepMove | undefined {
  const from = progressIndex(o.step);
  const to = progressIndex(target);
  if (to <= from) return undefined;
  const reached = (step: ProgressStep) => progressIndex(step) <= to;
  const move: StepMove = {
    step: target,
    sampleTakenAt: o.sampleTakenAt ?? (reached('SAMPLE_TAKEN') ? now : null),
    inLabAt: o.inLabAt ?? (reached('IN_LAB') ? now : null),
    resultReadyAt: o.resultReadyAt ?? (reached('RESULT_READY') ? now : null),
    status: o.status,
    result: o.result,
  };
  if (move.status <= APPOINTMENT_STATUS.Confirmed) move.status = APPOINTMENT_STATUS.InProgress;
  if (reached('IN_LAB') && move.result === 'CHUA_CO_KET_QUA') move.result = 'DANG_XET_NGHIEM';
  if (target === 'RESULT_READY') {
    move.result = 'DA_CO_KET_QUA';
    move.status = APPOINTMENT_STATUS.Completed;
  }
  return move;
}
