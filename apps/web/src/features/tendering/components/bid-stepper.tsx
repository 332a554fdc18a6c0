import { Steps } from 'antd';
import { STEP_TITLES, stepperStates } from '../bid-rules';

/** Spec 2 §4.1: the five steps of a bid for the signed-in provider (status null: no submission yet). */
export function BidStepper({ status }: { status: number | null }) {
  const states = stepperStates(status);
  const current = Math.max(0, states.indexOf('process'));
  return (
    <Steps
      className="bid-stepper"
      size="small"
      current={states.includes('process') ? current : states.length - 1}
      items={STEP_TITLES.map((title, index) => ({ title, status: states[index] }))}
    />
  );
}
