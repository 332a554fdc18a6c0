import { NOTIFICATION_AREA_LABELS, type NotificationArea } from '@portal/contract';
import { Button, Checkbox } from 'antd';
import { useState } from 'react';
import { QueryState } from '@/components/query-state';
import { useSession } from '@/lib/session';
import { useNotificationSettings } from '../api/get-settings';
import { useSaveNotificationSettings } from '../api/save-settings';
import { AREAS_BY_TYPE } from '../notification-areas';

export const SETTINGS_TEXT = {
  title: 'Nhận email',
  hint: 'Thông báo của các lĩnh vực được chọn cũng được gửi tới email của tài khoản. Mọi thông báo luôn có trong hộp thư này.',
  save: 'Lưu cài đặt',
} as const;

/**
 * The main account's e-mail choices ('Nhận email' per area): the partner's e-mails follow the main
 * account's choices (the server reads them), so staff accounts do not see this part.
 */
export function EmailSettings() {
  const settings = useNotificationSettings();
  return (
    <section className="inbox-settings" aria-labelledby="inbox-settings-title">
      <h3 id="inbox-settings-title" className="inbox-settings__title">
        {SETTINGS_TEXT.title}
      </h3>
      <p className="inbox-settings__hint">{SETTINGS_TEXT.hint}</p>
      <QueryState query={settings}>{(data) => <EmailSettingsForm saved={data.emailAreas} />}</QueryState>
    </section>
  );
}

function EmailSettingsForm({ saved }: { saved: readonly NotificationArea[] }) {
  const session = useSession();
  const save = useSaveNotificationSettings();
  const [chosen, setChosen] = useState<NotificationArea[]>([...saved]);
  const offered = AREAS_BY_TYPE[session?.type ?? 'collaborator'];
  // Areas this type is not offered keep what was saved for them.
  const kept = saved.filter((a) => !offered.includes(a));
  const changed = [...offered].some((a) => chosen.includes(a) !== saved.includes(a));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ emailAreas: [...kept, ...chosen.filter((a) => offered.includes(a))] });
      }}
    >
      <Checkbox.Group
        className="inbox-settings__areas"
        aria-labelledby="inbox-settings-title"
        value={chosen}
        onChange={(values) => setChosen(values as NotificationArea[])}
        options={offered.map((a) => ({ value: a, label: NOTIFICATION_AREA_LABELS[a] }))}
        disabled={save.isPending}
      />
      <Button type="primary" htmlType="submit" loading={save.isPending} disabled={!changed}>
        {SETTINGS_TEXT.save}
      </Button>
    </form>
  );
}
