import { isPopupShown, type PartnerType, POPUP_TEXT } from '@portal/contract';
import { Button, Checkbox, Modal } from 'antd';
import { useState } from 'react';
import { SafeHtml } from '@/components/safe-html';
import { useDismissPopup } from '../api/dismiss-popup';
import { useCurrentPopup } from '../api/get-current-popup';
import { closePopup, isPopupClosed, isPopupDismissed } from '../dont-show';
import './popup-banner.css';

const HTTP_URL = /^https?:\/\//i;
const SITE_PATH = /^\/(?![/\\])/;

/**
 * Spec 1 §2.8 / §4 popup banner, over any page for a logged-in partner: the image, the
 * operator's HTML (through SafeHtml), the link, and "Không hiển thị lại". Shown only when
 * active, with an image, within its period and for the user's type; a failed fetch shows nothing.
 * Closing it tells the server (which applies the popup's frequency for this account) and keeps
 * it closed in this tab; "Không hiển thị lại" is also kept in this browser under `popup_dont_show`.
 */
export function PopupBanner({ type }: { type: PartnerType }) {
  const { data: popup } = useCurrentPopup(type);
  const [, setClosed] = useState(false);
  const [dontShowAgain, setDontShowAgain] = useState(false);
  const dismiss = useDismissPopup();

  if (isPopupDismissed() || !isPopupShown(popup, type) || isPopupClosed(popup.id)) return null;
  const image = popup.media.fullPath;
  if (!HTTP_URL.test(image) && !SITE_PATH.test(image)) return null;
  const link = popup.link && HTTP_URL.test(popup.link) ? popup.link : null;

  const close = () => {
    closePopup(popup.id, dontShowAgain);
    dismiss.mutate({ id: popup.id, dontShowAgain });
    setClosed(true);
  };

  const picture = <img className="popup-banner__image" src={image} alt={popup.name} />;
  return (
    <Modal
      open
      title={popup.name}
      onCancel={close}
      width={640}
      centered
      destroyOnHidden
      className="popup-banner"
      footer={
        <div className="popup-banner__footer">
          <Checkbox checked={dontShowAgain} onChange={(event) => setDontShowAgain(event.target.checked)}>
            {POPUP_TEXT.dontShowAgain}
          </Checkbox>
          <Button type="primary" onClick={close}>
            {POPUP_TEXT.close}
          </Button>
        </div>
      }
    >
      {link ? (
        <a href={link} target="_blank" rel="noopener noreferrer">
          {picture}
        </a>
      ) : (
        picture
      )}
      <SafeHtml className="popup-banner__content" html={popup.content} />
      {link ? (
        <a className="popup-banner__link" href={link} target="_blank" rel="noopener noreferrer">
          {POPUP_TEXT.details}
        </a>
      ) : null}
    </Modal>
  );
}
