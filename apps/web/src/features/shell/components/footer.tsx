import { type Footer as FooterData, footerLinks } from '@portal/contract';
import type { ReactNode } from 'react';
import { useFooter } from '../api/get-footer';
import { FooterLink } from './footer-link';
import { type SocialKind, socialKind } from './footer-model';
import { FacebookIcon, LinkedinIcon, YoutubeIcon } from '@/components/icons';
import { Logo } from '@/components/logo';

const SOCIAL_ICONS: Record<SocialKind, ReactNode> = {
  facebook: <FacebookIcon />,
  youtube: <YoutubeIcon />,
  linkedin: <LinkedinIcon />,
};

const SECTIONS = ['about', 'activity', 'service'] as const;

const text = (footer: FooterData, key: string) => {
  const value = footer[key];
  return value === undefined || value === null ? '' : String(value).trim();
};

function LinkList({ footer, prefix, className }: { footer: FooterData; prefix: string; className?: string }) {
  const links = footerLinks(footer, prefix);
  if (links.length === 0) return null;
  return (
    <ul className={className ?? 'site-footer__links'}>
      {links.map((item, index) => (
        // Index in the key: operator data may repeat an entry; the list never reorders
        <li key={`${index}-${item.text}`}>
          <FooterLink link={item.link}>{item.text}</FooterLink>
        </li>
      ))}
    </ul>
  );
}

/** The portal owner ('Thông tin đơn vị'): its logo, legal name, tax code and address. */
function OwnerBlock({ footer }: { footer: FooterData }) {
  const name = text(footer, 'companyName');
  if (!name) return null;
  const logo = text(footer, 'companyLogo');
  const taxCode = text(footer, 'companyTaxCode');
  const address = text(footer, 'companyAddress');
  return (
    <div className="site-footer__owner">
      {logo ? <img src={logo} alt={text(footer, 'companyShortName') || name} className="site-footer__owner-logo" height={40} /> : null}
      <p className="site-footer__owner-name">{name}</p>
      {taxCode ? <p>Mã số thuế: {taxCode}</p> : null}
      {address ? <p>Địa chỉ: {address}</p> : null}
    </div>
  );
}

/** Spec 1 §2.3, everything from GET /api/partner/footer/list. Texts are shown as text. */
export function FooterContent({ footer }: { footer: FooterData }) {
  const socials = footerLinks(footer, 'link');
  const supportPhone = text(footer, 'supportPhone');
  const supportEmail = text(footer, 'supportEmail');
  const storeTitle = text(footer, 'storeTitle');
  const copyright = text(footer, 'copyright');

  return (
    <>
      <div className="container site-footer__grid">
        <section className="site-footer__col" aria-label={text(footer, 'systemTitle') || 'Hệ thống'}>
          <Logo className="logo logo--footer" />
          <OwnerBlock footer={footer} />
          {text(footer, 'systemTitle') ? <h2 className="site-footer__title">{text(footer, 'systemTitle')}</h2> : null}
          <LinkList footer={footer} prefix="system" />
        </section>
        <section className="site-footer__col" aria-label="Liên hệ">
          <h2 className="site-footer__title">Liên hệ</h2>
          <LinkList footer={footer} prefix="contact" />
          <ul className="site-footer__links">
            {supportPhone ? (
              <li>
                Hotline:{' '}
                <a href={`tel:${supportPhone.replace(/[^\d+]/g, '')}`} className="site-footer__hotline">
                  {supportPhone}
                </a>
              </li>
            ) : null}
            {supportEmail ? (
              <li>
                Email hỗ trợ: <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
              </li>
            ) : null}
          </ul>
        </section>
        {SECTIONS.map((section) => {
          const title = text(footer, `${section}Title`);
          if (!title && footerLinks(footer, section).length === 0) return null;
          return (
            <section key={section} className="site-footer__col" aria-label={title || section}>
              {title ? <h2 className="site-footer__title">{title}</h2> : null}
              <LinkList footer={footer} prefix={section} />
            </section>
          );
        })}
        <section className="site-footer__col" aria-label="Kết nối">
          {socials.length > 0 ? (
            <ul className="site-footer__socials">
              {socials.map((item, index) => {
                const kind = socialKind(item.text);
                return (
                  // Index in the key: operator data may repeat an entry; the list never reorders
                  <li key={`${index}-${item.text}`}>
                    <FooterLink
                      link={item.link}
                      className={kind ? `site-footer__social site-footer__social--${kind}` : 'site-footer__social'}
                      label={kind ? item.text : undefined}
                    >
                      {kind ? SOCIAL_ICONS[kind] : item.text}
                    </FooterLink>
                  </li>
                );
              })}
            </ul>
          ) : null}
          {storeTitle ? <h2 className="site-footer__title">{storeTitle}</h2> : null}
          <div className="site-footer__stores">
            {text(footer, 'chPlayLink') ? (
              <FooterLink link={text(footer, 'chPlayLink')} className="store-badge">
                Google Play
              </FooterLink>
            ) : null}
            {text(footer, 'appStoreLink') ? (
              <FooterLink link={text(footer, 'appStoreLink')} className="store-badge">
                App Store
              </FooterLink>
            ) : null}
          </div>
        </section>
      </div>
      {copyright ? (
        <div className="site-footer__bottom">
          <div className="container">{copyright}</div>
        </div>
      ) : null}
    </>
  );
}

export function Footer() {
  const footer = useFooter();
  return (
    <footer className="site-footer">
      {footer.data ? (
        <FooterContent footer={footer.data} />
      ) : footer.isError ? (
        <div className="container site-footer__error" role="alert">
          Không tải được thông tin chân trang.{' '}
          <button type="button" className="link-button" onClick={() => void footer.refetch()} disabled={footer.isFetching}>
            Thử lại
          </button>
        </div>
      ) : (
        <div className="container site-footer__grid">
          <Logo className="logo logo--footer" />
        </div>
      )}
    </footer>
  );
}
