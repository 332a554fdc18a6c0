import type { ProductBody } from '@portal/contract';
import { Form, Modal } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { applyServerErrors } from '@/lib/form-errors';
import { useCreateProduct } from '../api/product-mutations';
import { ProductFormFields } from './product-form-fields';

/** "Thêm sản phẩm": on success the new product's page opens (where its images are added). */
export function ProductCreateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<ProductBody>();
  const create = useCreateProduct();
  const navigate = useNavigate();
  return (
    <Modal
      open={open}
      title="Thêm sản phẩm"
      okText="Thêm"
      cancelText="Hủy"
      width={760}
      confirmLoading={create.isPending}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form<ProductBody>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ status: 'selling', unit: 'Hộp', price: 0 }}
        onFinish={(values) =>
          create.mutate(values, {
            onSuccess: (product) => {
              onClose();
              navigate(paths.productDetail.getHref(product.id));
            },
            onError: (error) => applyServerErrors(form, error),
          })
        }
      >
        <ProductFormFields />
      </Form>
    </Modal>
  );
}
