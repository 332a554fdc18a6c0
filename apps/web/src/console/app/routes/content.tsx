import { useParams } from 'react-router';
import { FaqDeskPage } from '../../features/content/components/faq-desk-page';
import { FooterEditorPage } from '../../features/content/components/footer-editor-page';
import { NewsCategoriesPage } from '../../features/content/components/news-categories-page';
import { NewsEditorPage } from '../../features/content/components/news-editor-page';
import { NewsListPage } from '../../features/content/components/news-list-page';
import { PopupEditorPage } from '../../features/content/components/popup-editor-page';

export const FooterRoute = FooterEditorPage;
export const PopupRoute = PopupEditorPage;
export const NewsRoute = NewsListPage;
export const NewsCategoriesRoute = NewsCategoriesPage;
export const FaqsRoute = FaqDeskPage;

export function NewsNewRoute() {
  return <NewsEditorPage />;
}

export function NewsEditRoute() {
  const { id = '' } = useParams();
  return <NewsEditorPage key={id} id={id} />;
}
