import {
  INTEGRATION_MSG,
  INTEGRATION_SCOPE_LABELS,
  INTEGRATION_SCOPES,
  type IntegrationCreated,
  type IntegrationScope,
  integrationCreateBodySchema,
  maxLengthOf,
} from '@portal/contract';
import { Checkbox, Col, Form, Input, Select } from 'antd';
import { optionalZodRule, zodRule } from '@/lib/zod-rule';
import { FormDialog } from '../../../components/form-dialog';
import { useCreateIntegration } from '../api/integration-mutations';
import { INTEGRATION_DESK_TEXT as TEXT } from './integration-labels';

/** A facility of the catalogue the form offers (the route reads them from the order desk). */
export type FacilityChoice = { code: string; name: string };

type IntegrationValues = { name: string; scopes: IntegrationScope[]; facilityCodes: string[]; ormEndpoint?: string };

const fields = integrationCreateBodySchema.shape;
const scopeOptions = INTEGRATION_SCOPES.map((scope) => ({ value: scope, label: INTEGRATION_SCOPE_LABELS[scope] }));

/** The body as the API takes it: the scopes in the contract's order, the codes trimmed and once each. */
export const integrationBody = (v: IntegrationValues) => ({
  name: v.name.trim(),
  scopes: INTEGRATION_SCOPES.filter((scope) => v.scopes.includes(scope)),
  facilityCodes: [...new Set((v.facilityCodes ?? []).map((code) => code.trim()).filter(Boolean))],
  ormEndpoint: (v.ormEndpoint ?? '').trim(),
});

/**
 * Registers a laboratory system: its name, what it may do, the facilities whose orders it serves.
 * The answer's secret goes to `onCreated` (shown once, by the page); a taken name stays on its field.
 */
export function IntegrationDialog({
  facilities,
  facilitiesLoading = false,
  onCreated,
  onClose,
}: {
  /** The catalogue's facilities; without them the codes are typed. */
  facilities?: readonly FacilityChoice[];
  facilitiesLoading?: boolean;
  onCreated: (created: IntegrationCreated) => void;
  onClose: () => void;
}) {
  const [form] = Form.useForm<IntegrationValues>();
  const create = useCreateIntegration();
  const facilityOptions = facilities?.map((f) => ({ value: f.code, label: `${f.code} — ${f.name}` }));

  return (
    <FormDialog<IntegrationValues>
      id="integration"
      title={TEXT.add}
      width={600}
      form={form}
      initialValues={{ name: '', scopes: [], facilityCodes: [], ormEndpoint: '' }}
      isPending={create.isPending}
      okText={TEXT.create}
      onSave={async (values) => onCreated(await create.mutateAsync(integrationBody(values)))}
      onClose={onClose}
    >
      <Col span={24}>
        <Form.Item name="name" label={TEXT.formName} rules={[zodRule(fields.name)]}>
          <Input maxLength={maxLengthOf(fields.name)} placeholder={TEXT.formNamePlaceholder} autoComplete="off" autoFocus />
        </Form.Item>
      </Col>
      <Col span={24}>
        {/* Not marked required: antd would put aria-required on the checkboxes' group, which ARIA does not allow there; the hint says it. */}
        <Form.Item
          name="scopes"
          label={TEXT.formScopes}
          required={false}
          extra={TEXT.formScopesHint}
          rules={[{ ...zodRule(fields.scopes), message: INTEGRATION_MSG.scopes }]}
        >
          <Checkbox.Group options={scopeOptions} role="group" aria-label={TEXT.formScopes} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item
          name="facilityCodes"
          label={TEXT.formFacilities}
          extra={TEXT.formFacilitiesHint}
          rules={[optionalZodRule(fields.facilityCodes)]}
        >
          {facilityOptions || facilitiesLoading ? (
            <Select
              mode="multiple"
              allowClear
              loading={facilitiesLoading}
              options={facilityOptions}
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={TEXT.formFacilitiesPlaceholder}
            />
          ) : (
            <Select
              mode="tags"
              allowClear
              tokenSeparators={[',', ' ']}
              open={false}
              suffixIcon={null}
              placeholder={TEXT.formFacilitiesTagsPlaceholder}
            />
          )}
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item
          name="ormEndpoint"
          label={TEXT.formOrmEndpoint}
          extra={TEXT.formOrmEndpointHint}
          rules={[optionalZodRule(fields.ormEndpoint)]}
        >
          <Input maxLength={260} placeholder={TEXT.formOrmEndpointPlaceholder} autoComplete="off" />
        </Form.Item>
      </Col>
    </FormDialog>
  );
}
