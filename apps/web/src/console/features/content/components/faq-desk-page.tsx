import {
  CONTENT_IMAGE_EXTENSIONS,
  CONTENT_MSG,
  type DeskFaq,
  type DeskFaqCategory,
  deskFaqBodySchema,
  deskFaqCategoryBodySchema,
  maxLengthOf,
} from '@portal/contract';
import { Button, Col, Flex, Form, Input, InputNumber, Select, Switch, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { optionalZodRule, requiredRule, zodRule } from '@/lib/zod-rule';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormDialog } from '../../../components/form-dialog';
import { type ListColumn, type ListFilter, ListPage } from '../../../components/list-page';
import { RichTextEditor } from '../../../components/rich-text-editor';
import { formatDateTime } from '../../../lib/format';
import { listQuery, useListParams } from '../../../lib/list-params';
import { uploadContentImage } from '../api/news';
import { getFaqs, useDeleteFaq, useDeleteFaqCategory, useFaqCategories, useFaqs, useSaveFaq, useSaveFaqCategory } from '../api/faqs';
import { CategoryDesk } from '../../../components/category-desk';

const fs = deskFaqBodySchema.shape;
const cs = deskFaqCategoryBodySchema.shape;
export const FAQ_FILTER_KEYS = ['search', 'categoryId'] as const;
type FilterKey = (typeof FAQ_FILTER_KEYS)[number];

type FaqForm = { question: string; categoryId?: string; answer: string; sort?: number; published: boolean };

export function FaqDialog({ faq, onClose }: { faq: DeskFaq | null; onClose: () => void }) {
  const [form] = Form.useForm<FaqForm>();
  const categories = useFaqCategories();
  const save = useSaveFaq();
  return (
    <FormDialog<FaqForm>
      id="faq"
      title={faq ? 'Sửa câu hỏi' : 'Thêm câu hỏi'}
      width={860}
      form={form}
      initialValues={
        faq
          ? { question: faq.question, categoryId: faq.category.id, answer: faq.answer, sort: faq.sort, published: faq.published }
          : { answer: '', sort: 0, published: true }
      }
      isPending={save.isPending}
      onSave={(v) =>
        save.mutateAsync({
          id: faq?.id,
          body: { question: v.question, categoryId: v.categoryId ?? '', answer: v.answer ?? '', sort: v.sort ?? 0, published: v.published },
        })
      }
      onClose={onClose}
    >
      <Col span={24}>
        <Form.Item name="question" label="Câu hỏi" rules={[zodRule(fs.question)]}>
          <Input.TextArea rows={2} maxLength={maxLengthOf(fs.question)} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="categoryId" label="Danh mục" rules={[requiredRule(CONTENT_MSG.categoryRequired)]}>
          <Select
            loading={categories.isPending}
            options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            placeholder="Chọn danh mục"
          />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="sort" label="Thứ tự" rules={[optionalZodRule(fs.sort)]}>
          <InputNumber<number> min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="published" label="Hiển thị trên cổng" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="answer" label="Câu trả lời" rules={[optionalZodRule(fs.answer)]}>
          <RichTextEditor label="Câu trả lời" onUploadImage={uploadContentImage} imageExtensions={CONTENT_IMAGE_EXTENSIONS} />
        </Form.Item>
      </Col>
    </FormDialog>
  );
}

function QuestionsTab() {
  const list = useListParams(FAQ_FILTER_KEYS);
  const query = listQuery(list);
  const faqs = useFaqs(query);
  const categories = useFaqCategories();
  const remove = useDeleteFaq();
  const [editing, setEditing] = useState<DeskFaq | null>();
  const [deleting, setDeleting] = useState<DeskFaq>();
  const filters: ListFilter<FilterKey>[] = [
    { kind: 'search', key: 'search', label: 'Tìm theo câu hỏi, câu trả lời' },
    {
      kind: 'select',
      key: 'categoryId',
      label: 'Danh mục',
      options: (categories.data ?? []).map((c) => ({ value: c.id, label: c.name })),
    },
  ];
  const columns: ListColumn<DeskFaq>[] = [
    {
      key: 'question',
      title: 'Câu hỏi',
      width: 340,
      render: (_, r) => (
        <Typography.Link onClick={() => setEditing(r)} aria-label={`Sửa câu hỏi: ${r.question}`}>
          {r.question}
        </Typography.Link>
      ),
      exportValue: (r) => r.question,
    },
    { key: 'category', title: 'Danh mục', width: 180, render: (_, r) => r.category.name, exportValue: (r) => r.category.name },
    { key: 'sort', title: 'Thứ tự', width: 90, align: 'right', exportValue: (r) => r.sort },
    {
      key: 'published',
      title: 'Hiển thị',
      width: 120,
      render: (_, r) => (r.published ? <Tag color="green">Đang hiển thị</Tag> : <Tag>Ẩn</Tag>),
      exportValue: (r) => (r.published ? 'Đang hiển thị' : 'Ẩn'),
    },
    {
      key: 'updatedAt',
      title: 'Cập nhật',
      width: 150,
      render: (_, r) => formatDateTime(r.updatedAt),
      exportValue: (r) => formatDateTime(r.updatedAt),
    },
    {
      key: 'actions',
      title: 'Thao tác',
      width: 130,
      render: (_, r) => (
        <Flex gap={4}>
          <Button size="small" aria-label={`Sửa ${r.question}`} onClick={() => setEditing(r)}>
            Sửa
          </Button>
          <Button size="small" danger aria-label={`Xóa ${r.question}`} onClick={() => setDeleting(r)}>
            Xóa
          </Button>
        </Flex>
      ),
    },
  ];
  return (
    <>
      <ListPage<DeskFaq, FilterKey>
        id="content-faqs"
        list={list}
        filters={filters}
        columns={columns}
        query={faqs}
        rowKey={(r) => r.id}
        extra={
          <Button type="primary" onClick={() => setEditing(null)}>
            Thêm câu hỏi
          </Button>
        }
        exportAll={{ fileName: 'cau-hoi-thuong-gap', fetchPage: (page, limit) => getFaqs({ ...query, page, limit }) }}
      />
      {editing !== undefined && <FaqDialog faq={editing} onClose={() => setEditing(undefined)} />}
      <ConfirmDialog
        open={Boolean(deleting)}
        title="Xóa câu hỏi"
        description={deleting ? `Xóa câu hỏi “${deleting.question}”?` : undefined}
        okText="Xóa"
        danger
        onConfirm={() => remove.mutateAsync(deleting?.id ?? '')}
        onClose={() => setDeleting(undefined)}
      />
    </>
  );
}

function CategoriesTab() {
  const categories = useFaqCategories();
  const save = useSaveFaqCategory();
  const remove = useDeleteFaqCategory();
  return (
    <CategoryDesk<DeskFaqCategory>
      label="Danh mục câu hỏi"
      dialogId="faq-category"
      countTitle="Số câu hỏi"
      countOf={(c) => c.faqCount}
      categories={categories}
      save={save}
      remove={remove}
      fields={{ name: cs.name, sort: cs.sort }}
    />
  );
}

/** The FAQ desk ('Câu hỏi thường gặp'): the questions (published or hidden) and their categories. */
export function FaqDeskPage() {
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'categories' ? 'categories' : 'questions';
  return (
    <>
      <Typography.Title level={3}>Câu hỏi thường gặp</Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(key) => setSearch(key === 'categories' ? { tab: 'categories' } : {})}
        items={[
          { key: 'questions', label: 'Câu hỏi', children: <QuestionsTab /> },
          { key: 'categories', label: 'Danh mục câu hỏi', children: <CategoriesTab /> },
        ]}
        destroyOnHidden
      />
    </>
  );
}
