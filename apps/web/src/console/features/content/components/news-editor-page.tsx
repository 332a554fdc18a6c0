import {
  BLOG_POST_STATUS_LABELS,
  CONTENT_IMAGE_EXTENSIONS,
  CONTENT_MSG,
  type DeskBlogPostDetail,
  deskBlogPostFieldsSchema,
  maxLengthOf,
} from '@portal/contract';
import { Button, Card, Col, DatePicker, Flex, Form, Input, Radio, Row, Select, Space, Switch, Typography } from 'antd';
import { type KeyboardEvent, useRef } from 'react';
import { useNavigate } from 'react-router';
import { AddonInput } from '@/components/addon-input';
import { QueryState } from '@/components/query-state';
import { dayjs } from '@/lib/dayjs';
import { applyServerErrors } from '@/lib/form-errors';
import { optionalZodRule, requiredRule, zodRule } from '@/lib/zod-rule';
import { RichTextEditor } from '../../../components/rich-text-editor';
import { consolePaths } from '../../../config/paths';
import { uploadContentImage, useNewsCategories, useNewsPost, useSaveNewsPost } from '../api/news';
import { POST_STATUS_OPTIONS } from './content-labels';
import { CoverImageField, coverProblem } from './cover-image-field';
import { type NewsFormValues, slugForTitle, toFormData, toFormValues } from './news-form';

const shape = deskBlogPostFieldsSchema.shape;
/** Enter in the date picker takes the typed time; it never submits the whole form. */
const keepEnterInPicker = (event: KeyboardEvent<HTMLElement>) => {
  if (event.key === 'Enter') event.preventDefault();
};

/** Create (no id) or edit a news post. */
export function NewsEditorPage({ id }: { id?: string }) {
  const post = useNewsPost(id);
  if (!id) return <NewsEditor />;
  return <QueryState query={post}>{(data) => <NewsEditor post={data} />}</QueryState>;
}

export function NewsEditor({ post }: { post?: DeskBlogPostDetail }) {
  const [form] = Form.useForm<NewsFormValues>();
  const categories = useNewsCategories();
  const save = useSaveNewsPost();
  const navigate = useNavigate();
  // A new post's slug follows its title until the author writes one; an existing post keeps its address.
  const slugFollowsTitle = useRef(!post);
  const status = Form.useWatch('status', form) ?? post?.status ?? 'draft';

  const submit = (values: NewsFormValues) =>
    save.mutate(
      { ...(post ? { id: post.id } : {}), form: toFormData(values, post) },
      {
        onSuccess: () => navigate(consolePaths.news.getHref()),
        onError: (error) => applyServerErrors(form, error, { coverImage: 'cover', removeCover: 'cover' }),
      },
    );

  return (
    <>
      <Typography.Title level={3}>{post ? `Sửa bài viết: ${post.title}` : 'Viết bài mới'}</Typography.Title>
      <Form<NewsFormValues>
        form={form}
        name="news"
        layout="vertical"
        initialValues={toFormValues(post)}
        onFinish={submit}
        disabled={save.isPending}
        scrollToFirstError
        onValuesChange={(changed: Partial<NewsFormValues>, all) => {
          if ('slug' in changed) slugFollowsTitle.current = !changed.slug;
          if ('title' in changed) form.setFieldValue('slug', slugForTitle(all.title ?? '', all.slug ?? '', slugFollowsTitle.current));
        }}
      >
        <Row gutter={16}>
          <Col xs={24} lg={16}>
            <Card size="small" style={{ marginBottom: 16 }}>
              <Form.Item name="title" label="Tiêu đề" rules={[zodRule(shape.title)]}>
                <Input maxLength={maxLengthOf(shape.title)} />
              </Form.Item>
              <Form.Item
                name="slug"
                label="Đường dẫn"
                extra={
                  post?.status === 'published'
                    ? 'Bài đã đăng: đổi đường dẫn thì các liên kết cũ tới bài sẽ không mở được.'
                    : 'Tự tạo từ tiêu đề; có thể sửa. Chỉ gồm chữ thường không dấu, số và dấu gạch ngang.'
                }
                rules={[optionalZodRule(shape.slug)]}
              >
                <AddonInput before="/tin-tuc/" maxLength={maxLengthOf(shape.slug)} spellCheck={false} />
              </Form.Item>
              <Form.Item name="description" label="Mô tả ngắn" rules={[optionalZodRule(shape.description)]}>
                <Input.TextArea rows={3} maxLength={maxLengthOf(shape.description)} showCount />
              </Form.Item>
              <Form.Item name="content" label="Nội dung" rules={[optionalZodRule(shape.content)]}>
                <RichTextEditor label="Nội dung bài viết" onUploadImage={uploadContentImage} imageExtensions={CONTENT_IMAGE_EXTENSIONS} />
              </Form.Item>
            </Card>
          </Col>
          <Col xs={24} lg={8}>
            <Card size="small" title="Đăng bài" style={{ marginBottom: 16 }}>
              <Form.Item name="categoryId" label="Danh mục" rules={[requiredRule(CONTENT_MSG.categoryRequired)]}>
                <Select
                  loading={categories.isPending}
                  options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder="Chọn danh mục"
                />
              </Form.Item>
              <Form.Item name="status" label="Trạng thái">
                <Radio.Group options={POST_STATUS_OPTIONS} optionType="button" />
              </Form.Item>
              {status === 'scheduled' && (
                <Form.Item
                  name="publishAt"
                  label="Thời gian đăng"
                  rules={[
                    requiredRule(CONTENT_MSG.publishAtRequired),
                    {
                      validator: async (_r, value: NewsFormValues['publishAt']) => {
                        const unchanged = post?.status === 'scheduled' && post.publishAt && value?.isSame(dayjs(post.publishAt));
                        if (value && !unchanged && !value.isAfter(dayjs())) throw new Error(CONTENT_MSG.publishAtFuture);
                      },
                    },
                  ]}
                >
                  <DatePicker
                    showTime={{ format: 'HH:mm' }}
                    format="DD/MM/YYYY HH:mm"
                    style={{ width: '100%' }}
                    onKeyDown={keepEnterInPicker}
                    disabledDate={(day) => day.isBefore(dayjs(), 'day')}
                  />
                </Form.Item>
              )}
              {status === 'published' && post?.publishedAt && (
                <Typography.Paragraph type="secondary">
                  {BLOG_POST_STATUS_LABELS.published} lúc {dayjs(post.publishedAt).format('DD/MM/YYYY HH:mm')}
                </Typography.Paragraph>
              )}
              <Form.Item name="isHome" label="Hiển thị trang chủ" valuePropName="checked">
                <Switch />
              </Form.Item>
            </Card>
            <Card size="small" style={{ marginBottom: 16 }}>
              <Form.Item
                name="cover"
                label="Ảnh bìa"
                rules={[
                  {
                    validator: async (_r, value: NewsFormValues['cover']) => {
                      const problem = coverProblem(value);
                      if (problem) throw new Error(problem);
                    },
                  },
                ]}
              >
                <CoverImageField />
              </Form.Item>
            </Card>
          </Col>
        </Row>
        <Flex gap={8} wrap>
          <Space>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {post ? 'Lưu thay đổi' : 'Tạo bài viết'}
            </Button>
            <Button onClick={() => navigate(consolePaths.news.getHref())}>Hủy</Button>
          </Space>
        </Flex>
      </Form>
    </>
  );
}
