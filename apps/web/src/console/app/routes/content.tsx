import { FooterEditorPage } from '../../features/content/components/footer-editor-page';
import { PopupEditorPage } from '../../features/content/components/popup-editor-page';

export const FooterRoute = FooterEditorPage;
export const PopupRoute = PopupEditorPage;
