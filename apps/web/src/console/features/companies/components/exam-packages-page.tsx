import {
  type DeskPackageBody,
  type DeskServiceBody,
  deskCategoryBodySchema,
  deskPackageBodySchema,
  deskServiceBodySchema,
  EXAM_PACKAGE_TYPE_LABELS,
  EXAM_PACKAGE_TYPES,
  formatVnd,
  maxLengthOf,
} from '@portal/contract';
import { Button, Col, Form, Input, Select, Switch, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { QueryState } from '@/components/query-state';
import { optionalZodRule, zodRule } from '@/lib/zod-rule';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormDialog } from '../../../components/form-dialog';
import { type ListColumn, ListPage } from '../../../components/list-page';
import { MoneyInput } from '../../../components/money-input';
import { listQuery, useListParams } from '../../../lib/list-params';
import {
  type DeskCategoryRow,
  type DeskPackageRow,
  type DeskServiceRow,
  getExamPackages,
  getExamServices,
  useDeleteExamCategory,
  useDeleteExamPackage,
  useExamCategories,
  useExamPackage,
  useExamPackages,
  useExamServices,
  useSaveExamCategory,
  useSaveExamPackage,
  useSaveExamService,
} from '../api/packages';
import { EditDeleteButtons } from '../../../components/edit-delete-buttons';
import { CategoryDesk } from '../../../components/category-desk';

const pf = deskPackageBodySchema.shape;
const cf = deskCategoryBodySchema.shape;
const sf = deskServiceBodySchema.shape;
const yesNo = (yes: string, no: string) => [
  { value: 'true', label: yes },
  { value: 'false', label: no },
];

function PackageForm({ id, initial, onClose }: { id?: string; initial: Partial<DeskPackageBody>; onClose: () => void }) {
  const [form] = Form.useForm<DeskPackageBody>();
  const save = useSaveExamPackage();
  const categories = useExamCategories();
  const services = useExamServices({ page: 1, limit: 500, active: 'true' });
  return (
    <FormDialog<DeskPackageBody>
      id="exam-package"
      title={id ? 'Sửa gói khám' : 'Thêm gói khám'}
      width={760}
      form={form}
      initialValues={initial}
      isPending={save.isPending}
      onSave={(body) => save.mutateAsync({ id, body })}
      onClose={onClose}
    >
      <Col span={24}>
        <Form.Item name="name" label="Tên gói khám" rules={[zodRule(pf.name)]}>
          <Input maxLength={maxLengthOf(pf.name)} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="categoryId" label="Danh mục" rules={[zodRule(pf.categoryId)]}>
          <Select loading={categories.isPending} options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="type" label="Loại gói" rules={[zodRule(pf.type)]}>
          <Select options={EXAM_PACKAGE_TYPES.map((t) => ({ value: t, label: EXAM_PACKAGE_TYPE_LABELS[t] }))} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="price" label="Giá" rules={[zodRule(pf.price)]}>
          <MoneyInput />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="serviceIds" label="Dịch vụ trong gói" rules={[zodRule(pf.serviceIds)]}>
          <Select
            mode="multiple"
            showSearch={{ optionFilterProp: 'label' }}
            loading={services.isPending}
            options={(services.data?.items ?? []).map((s) => ({ value: s.id, label: `${s.code} — ${s.name}` }))}
          />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="description" label="Mô tả" rules={[optionalZodRule(pf.description)]}>
          <Input.TextArea rows={3} maxLength={maxLengthOf(pf.description)} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="published" label="Hiển thị cho đối tác" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Col>
    </FormDialog>
  );
}

function EditPackage({ id, onClose }: { id: string; onClose: () => void }) {
  const detail = useExamPackage(id);
  return (
    <QueryState query={detail}>
      {(p) => (
        <PackageForm
          id={id}
          initial={{
            name: p.name,
            categoryId: p.category.id,
            type: p.type as 1 | 2,
            price: p.price,
            description: p.description,
            published: p.published,
            serviceIds: p.services.map((s) => s.id),
          }}
          onClose={onClose}
        />
      )}
    </QueryState>
  );
}

function PackagesTab() {
  const keys = ['search', 'categoryId', 'published'] as const;
  const list = useListParams(keys);
  const query = listQuery(list);
  const packages = useExamPackages(query);
  const categories = useExamCategories();
  const remove = useDeleteExamPackage();
  const [editing, setEditing] = useState<string | null>();
  const [deleting, setDeleting] = useState<DeskPackageRow>();
  const columns: ListColumn<DeskPackageRow>[] = [
    { key: 'name', title: 'Tên gói khám', width: 240, exportValue: (p) => p.name },
    { key: 'category', title: 'Danh mục', render: (_, p) => p.category.name, exportValue: (p) => p.category.name },
    { key: 'typeName', title: 'Loại', exportValue: (p) => p.typeName },
    { key: 'price', title: 'Giá', align: 'right', render: (_, p) => formatVnd(p.price), exportValue: (p) => p.price },
    { key: 'serviceCount', title: 'Số dịch vụ', width: 100, align: 'right', exportValue: (p) => p.serviceCount },
    {
      key: 'published',
      title: 'Hiển thị',
      render: (_, p) => (p.published ? <Tag color="green">Đang hiển thị</Tag> : <Tag>Ẩn</Tag>),
      exportValue: (p) => (p.published ? 'Đang hiển thị' : 'Ẩn'),
    },
    {
      key: 'actions',
      title: 'Thao tác',
      width: 140,
      render: (_, p) => <EditDeleteButtons name={p.name} onEdit={() => setEditing(p.id)} onDelete={() => setDeleting(p)} />,
    },
  ];
  return (
    <>
      <ListPage<DeskPackageRow, (typeof keys)[number]>
        id="exam-packages"
        list={list}
        filters={[
          { kind: 'search', key: 'search', label: 'Tìm theo tên gói khám' },
          {
            kind: 'select',
            key: 'categoryId',
            label: 'Danh mục',
            options: (categories.data ?? []).map((c) => ({ value: c.id, label: c.name })),
          },
          { kind: 'select', key: 'published', label: 'Hiển thị', options: yesNo('Đang hiển thị', 'Ẩn') },
        ]}
        columns={columns}
        query={packages}
        rowKey={(p) => p.id}
        exportAll={{ fileName: 'goi-kham', fetchPage: (page, limit) => getExamPackages({ ...query, page, limit }) }}
        extra={
          <Button type="primary" onClick={() => setEditing(null)}>
            Thêm gói khám
          </Button>
        }
      />
      {editing === null && <PackageForm initial={{ published: true }} onClose={() => setEditing(undefined)} />}
      {editing && <EditPackage id={editing} onClose={() => setEditing(undefined)} />}
      <ConfirmDialog
        open={Boolean(deleting)}
        title={`Xóa gói khám ${deleting?.name ?? ''}`}
        okText="Xóa"
        danger
        onConfirm={() => remove.mutateAsync(deleting?.id ?? '')}
        onClose={() => setDeleting(undefined)}
      />
    </>
  );
}

function CategoriesTab() {
  const categories = useExamCategories();
  const save = useSaveExamCategory();
  const remove = useDeleteExamCategory();
  return (
    <CategoryDesk<DeskCategoryRow>
      label="Danh mục gói khám"
      dialogId="exam-category"
      countTitle="Số gói khám"
      countOf={(c) => c.packageCount}
      categories={categories}
      save={save}
      remove={remove}
      fields={{ name: cf.name, sort: cf.sort }}
    />
  );
}

function ServicesTab() {
  const keys = ['search', 'active'] as const;
  const list = useListParams(keys);
  const query = listQuery(list);
  const services = useExamServices(query);
  const save = useSaveExamService();
  const [form] = Form.useForm<DeskServiceBody>();
  const [editing, setEditing] = useState<DeskServiceRow | null>();
  const columns: ListColumn<DeskServiceRow>[] = [
    { key: 'code', title: 'Mã dịch vụ', exportValue: (s) => s.code },
    { key: 'name', title: 'Tên dịch vụ', width: 240, exportValue: (s) => s.name },
    { key: 'groupName', title: 'Nhóm', exportValue: (s) => s.groupName },
    { key: 'price', title: 'Đơn giá', align: 'right', render: (_, s) => formatVnd(s.price), exportValue: (s) => s.price },
    { key: 'packageCount', title: 'Số gói khám', width: 110, align: 'right', exportValue: (s) => s.packageCount },
    {
      key: 'active',
      title: 'Tình trạng',
      render: (_, s) => (s.active ? <Tag color="green">Đang dùng</Tag> : <Tag>Ngừng</Tag>),
      exportValue: (s) => (s.active ? 'Đang dùng' : 'Ngừng'),
    },
    {
      key: 'actions',
      title: 'Thao tác',
      width: 90,
      render: (_, s) => (
        <Button size="small" aria-label={`Sửa ${s.code}`} onClick={() => setEditing(s)}>
          Sửa
        </Button>
      ),
    },
  ];
  return (
    <>
      <ListPage<DeskServiceRow, (typeof keys)[number]>
        id="exam-services"
        list={list}
        filters={[
          { kind: 'search', key: 'search', label: 'Tìm theo mã hoặc tên dịch vụ' },
          { kind: 'select', key: 'active', label: 'Tình trạng', options: yesNo('Đang dùng', 'Ngừng') },
        ]}
        columns={columns}
        query={services}
        rowKey={(s) => s.id}
        exportAll={{ fileName: 'dich-vu-kham', fetchPage: (page, limit) => getExamServices({ ...query, page, limit }) }}
        extra={
          <Button type="primary" onClick={() => setEditing(null)}>
            Thêm dịch vụ
          </Button>
        }
      />
      {editing !== undefined && (
        <FormDialog<DeskServiceBody>
          id="exam-service"
          title={editing ? `Sửa dịch vụ ${editing.code}` : 'Thêm dịch vụ'}
          width={640}
          form={form}
          initialValues={editing ?? { active: true }}
          isPending={save.isPending}
          onSave={(body) => save.mutateAsync({ id: editing?.id, body })}
          onClose={() => setEditing(undefined)}
        >
          <Col xs={24} md={10}>
            <Form.Item name="code" label="Mã dịch vụ" rules={[zodRule(sf.code)]}>
              <Input maxLength={maxLengthOf(sf.code)} />
            </Form.Item>
          </Col>
          <Col xs={24} md={14}>
            <Form.Item name="name" label="Tên dịch vụ" rules={[zodRule(sf.name)]}>
              <Input maxLength={maxLengthOf(sf.name)} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="groupName" label="Nhóm" rules={[optionalZodRule(sf.groupName)]}>
              <Input maxLength={maxLengthOf(sf.groupName)} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="price" label="Đơn giá" rules={[zodRule(sf.price)]}>
              <MoneyInput />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="active" label="Đang dùng" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </FormDialog>
      )}
    </>
  );
}

const TABS = ['packages', 'categories', 'services'] as const;

/** /quan-tri/goi-kham: exam packages, their categories and the services they hold (three tabs, the tab in the URL). */
export function ExamPackagesPage() {
  const [search, setSearch] = useSearchParams();
  const tab = TABS.find((t) => t === search.get('tab')) ?? 'packages';
  return (
    <>
      <Typography.Title level={3}>Gói khám</Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(next) => setSearch(next === 'packages' ? {} : { tab: next })}
        destroyOnHidden
        items={[
          { key: 'packages', label: 'Gói khám', children: <PackagesTab /> },
          { key: 'categories', label: 'Danh mục', children: <CategoriesTab /> },
          { key: 'services', label: 'Dịch vụ khám', children: <ServicesTab /> },
        ]}
      />
    </>
  );
}
