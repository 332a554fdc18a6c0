import { checkUploadList, PRODUCT_IMAGE_EXTENSIONS, PRODUCT_LIMITS, type Product, type ProductBody, uploadHint } from '@portal/contract';
import { Alert, Button, Card, Form, Popconfirm, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { applyServerErrors } from '@/lib/form-errors';
import { useCan } from '@/lib/permissions';
import { useProduct } from '../api/get-product';
import { useDeleteProduct, useRemoveProductImage, useUpdateProduct, useUploadProductImages } from '../api/product-mutations';
import { ProductFormFields } from './product-form-fields';
import { ProductImage } from './product-image';
import { ProductStatusTag } from './product-status-tag';
import { useDocumentTitle } from '@/lib/use-document-title';

const IMAGE_RULES = { extensions: PRODUCT_IMAGE_EXTENSIONS, maxFiles: PRODUCT_LIMITS.imagesMax };

function ProductImages({ product, canManage }: { product: Product; canManage: boolean }) {
  const upload = useUploadProductImages(product.id);
  const remove = useRemoveProductImage(product.id);
  const [refusals, setRefusals] = useState<string[]>([]);
  const room = PRODUCT_LIMITS.imagesMax - product.images.length;
  return (
    <Card title={`Ảnh sản phẩm (${product.images.length}/${PRODUCT_LIMITS.imagesMax})`}>
      <Space wrap size="middle">
        {product.images.map((image) => (
          <Space key={image.id} orientation="vertical" align="center">
            <ProductImage productId={product.id} fileId={image.id} alt={image.name} size={120} />
            {canManage ? (
              <Popconfirm title="Xóa ảnh này?" okText="Xóa" cancelText="Hủy" onConfirm={() => remove.mutateAsync(image.id)}>
                <Button size="small" danger aria-label={`Xóa ảnh ${image.name}`}>
                  Xóa
                </Button>
              </Popconfirm>
            ) : null}
          </Space>
        ))}
      </Space>
      <div style={{ marginTop: 16 }} hidden={!canManage}>
        <Upload
          multiple
          accept={PRODUCT_IMAGE_EXTENSIONS.map((e) => `.${e}`).join(',')}
          showUploadList={false}
          disabled={room <= 0 || upload.isPending}
          beforeUpload={(file, batch) => {
            // The whole batch goes in one call, checked with the contract's list rule first.
            if (file !== batch[0]) return Upload.LIST_IGNORE;
            const accepted: File[] = [];
            const messages: string[] = [];
            const listed = product.images.map((i) => ({ name: i.name, size: i.size }));
            for (const f of batch) {
              const check = checkUploadList(
                { name: f.name, size: f.size },
                [...listed, ...accepted.map((a) => ({ name: a.name, size: a.size }))],
                IMAGE_RULES,
              );
              if (check.kind === 'reject') messages.push(check.message);
              if (check.kind === 'accept') accepted.push(f);
            }
            setRefusals(messages);
            if (accepted.length) upload.mutate(accepted);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button loading={upload.isPending} disabled={room <= 0}>
            Tải ảnh lên
          </Button>
        </Upload>
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          {uploadHint(IMAGE_RULES)}
        </Typography.Paragraph>
        {refusals.length ? <Alert type="error" showIcon message={refusals.join(' ')} /> : null}
      </div>
    </Card>
  );
}

function ProductEditor({ product }: { product: Product }) {
  const [form] = Form.useForm<ProductBody>();
  const update = useUpdateProduct(product.id);
  const remove = useDeleteProduct();
  const navigate = useNavigate();
  // A sub-user whose role only reads the catalogue sees the product without its changes (SPEC-NOTES 8).
  const canManage = useCan('product.manage');
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <PageTitle
        extra={
          <Space>
            <ProductStatusTag status={product.status} />
            {canManage ? (
              <Popconfirm
                title={`Xóa sản phẩm ${product.name}?`}
                okText="Xóa"
                cancelText="Hủy"
                onConfirm={() => remove.mutateAsync(product.id).then(() => navigate(paths.products.getHref()))}
              >
                <Button danger>Xóa sản phẩm</Button>
              </Popconfirm>
            ) : null}
          </Space>
        }
      >
        {product.name}
      </PageTitle>
      <Card title="Thông tin sản phẩm">
        <Form<ProductBody>
          form={form}
          layout="vertical"
          disabled={!canManage}
          initialValues={{
            name: product.name,
            code: product.code,
            unit: product.unit,
            category: product.category,
            description: product.description,
            price: product.price,
            status: product.status,
          }}
          onFinish={(values) => update.mutate(values, { onError: (error) => applyServerErrors(form, error) })}
        >
          <ProductFormFields />
          {canManage ? (
            <Button type="primary" htmlType="submit" loading={update.isPending}>
              Lưu thay đổi
            </Button>
          ) : null}
        </Form>
      </Card>
      <ProductImages product={product} canManage={canManage} />
    </Space>
  );
}

/** /san-pham/{id}: a product's details, edited in place, with its images. */
export function ProductDetailPage({ id }: { id: string }) {
  const query = useProduct(id);
  useDocumentTitle(query.data?.name ?? 'Sản phẩm');
  return (
    <div className="page product-detail-page">
      <Link to={paths.products.getHref()}>← Danh sách sản phẩm</Link>
      <QueryState query={query}>{(product) => <ProductEditor key={product.updatedAt} product={product} />}</QueryState>
    </div>
  );
}
