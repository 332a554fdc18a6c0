import { type DeskBlogCategory, deskBlogCategoryBodySchema } from '@portal/contract';
import { Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { CategoryDesk } from '../../../components/category-desk';
import { consolePaths } from '../../../config/paths';
import { useDeleteNewsCategory, useNewsCategories, useSaveNewsCategory } from '../api/news';

const cf = deskBlogCategoryBodySchema.shape;

/** News categories ('Danh mục tin'): list, create, rename, delete an empty one. */
export function NewsCategoriesPage() {
  const categories = useNewsCategories();
  const save = useSaveNewsCategory();
  const remove = useDeleteNewsCategory();
  return (
    <CategoryDesk<DeskBlogCategory>
      label="Danh mục tin"
      dialogId="news-category"
      countTitle="Số bài viết"
      countOf={(c) => c.postCount}
      categories={categories}
      save={save}
      remove={remove}
      fields={{ name: cf.name, sort: cf.sort, slug: cf.slug }}
      header={
        <Flex align="baseline" gap={16} wrap>
          <Typography.Title level={3} style={{ margin: 0 }}>
            Danh mục tin
          </Typography.Title>
          <Link to={consolePaths.news.getHref()}>Tin tức</Link>
        </Flex>
      }
    />
  );
}
