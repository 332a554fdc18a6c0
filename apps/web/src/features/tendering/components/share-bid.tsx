import { NOTICE, TENDER_MSG } from '@portal/contract';
import { Button, Popover } from 'antd';
import { notifier } from '@/lib/notifier';
import { copyText, shareLinks } from '../copy-text';

/** Share (signed-in only, spec 2 §2.2): copy the link, or share it on a social network. */
export function ShareBid({ title }: { title: string }) {
  // Rendered only after hydration (signed-in), so reading the address here is safe.
  const url = `${window.location.origin}${window.location.pathname}`;
  const onCopy = async () => {
    if (await copyText(url)) notifier().success({ title: NOTICE.successTitle, description: TENDER_MSG.linkCopied, duration: 2 });
  };
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      content={
        <div className="bid-share">
          <Button type="link" onClick={() => void onCopy()}>
            Sao chép link
          </Button>
          {shareLinks(url, title).map((link) => (
            <a key={link.key} href={link.href} target="_blank" rel="noopener noreferrer">
              {link.label}
            </a>
          ))}
        </div>
      }
    >
      <Button>Chia sẻ</Button>
    </Popover>
  );
}
