import { COMPANY_MSG, type ContractGroupDetail, contractGroupCreateBodySchema, maxLengthOf, rules } from '@portal/contract';
import { Form, Input, Select } from 'antd';
import { useRef, useState } from 'react';
import { useDebounced } from '@/lib/use-debounced';
import { applyServerErrors } from '@/lib/form-errors';
import { requiredRule, zodRule } from '@/lib/zod-rule';
import { useCreateContractGroup } from '../api/create-contract-group';
import { useCompanyContracts } from '../api/get-company-contracts';
import { FormDialog } from './form-dialog';

export const CREATE_SET_TEXT = { title: 'Tạo bộ hợp đồng', name: 'Tên bộ hợp đồng', contracts: 'Hợp đồng', submit: 'Tạo' } as const;

const nameSchema = contractGroupCreateBodySchema.shape.name;

type Values = { name: string; contractIds: string[] };

/** 'Tạo bộ hợp đồng': a name (required, ≤ 50) and the contracts, picked from the company's list (searched on the server). */
export function CreateSetDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (set: ContractGroupDetail) => void;
}) {
  const [form] = Form.useForm<Values>();
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search.trim());
  const searchable = rules.search.safeParse(debounced).success ? debounced : '';
  const contracts = useCompanyContracts({ page: 1, limit: 100, search: searchable || undefined }, open);
  const create = useCreateContractGroup();
  // A chosen contract keeps its label when a later search no longer lists it.
  const labels = useRef(new Map<string, string>());
  for (const c of contracts.data?.items ?? []) labels.current.set(c.id, `${c.code} — ${c.name}`);
  const chosen: string[] = Form.useWatch('contractIds', form) ?? [];
  const shown = new Set((contracts.data?.items ?? []).map((c) => c.id));
  const options = [
    ...(contracts.data?.items ?? []).map((c) => ({ value: c.id, label: labels.current.get(c.id) ?? c.code })),
    ...chosen.filter((id) => !shown.has(id)).map((id) => ({ value: id, label: labels.current.get(id) ?? id })),
  ];
  return (
    <FormDialog
      open={open}
      title={CREATE_SET_TEXT.title}
      okText={CREATE_SET_TEXT.submit}
      isPending={create.isPending}
      form={form}
      onClose={onClose}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        name="create-set"
        disabled={create.isPending}
        onFinish={(v) =>
          create.mutate(
            { name: v.name.trim(), contractIds: v.contractIds },
            {
              onSuccess: (set) => {
                onClose();
                onCreated(set);
              },
              onError: (error) => applyServerErrors(form, error),
            },
          )
        }
      >
        <Form.Item label={CREATE_SET_TEXT.name} name="name" rules={[zodRule(nameSchema)]}>
          <Input maxLength={maxLengthOf(nameSchema)} showCount />
        </Form.Item>
        <Form.Item label={CREATE_SET_TEXT.contracts} name="contractIds" rules={[requiredRule(COMPANY_MSG.setContracts)]}>
          <Select
            mode="multiple"
            placeholder="Chọn hợp đồng"
            showSearch={{ filterOption: false, onSearch: setSearch }}
            loading={contracts.isFetching}
            options={options}
          />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
