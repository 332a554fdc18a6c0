import { INTEGRATION_OAUTH_SCOPES, type IntegrationCreated } from '@portal/contract';
import { Alert, Button, Descriptions, Flex, Grid, Modal, Typography } from 'antd';
import { INTEGRATION_DESK_TEXT as TEXT } from './integration-labels';

/** Where a laboratory system takes its tokens (the FHIR API's OAuth endpoint, on this origin). */
export const tokenUrl = () => `${window.location.origin}/fhir/auth/token`;

const copyable = (value: string) => (
  <Typography.Text code copyable={{ text: value }} style={{ wordBreak: 'break-all' }}>
    {value}
  </Typography.Text>
);

/**
 * What a new integration connects with: its Client ID and its secret (this is the only time the
 * secret is shown; the server keeps its hash), the token address and the scopes to ask for. Only
 * 'Đã lưu, đóng' closes it: neither the mask nor Esc, so the secret is not lost by a stray click.
 */
export function IntegrationSecretDialog({ created, onClose }: { created: IntegrationCreated; onClose: () => void }) {
  // On a phone each value goes under its label, at the dialog's full width.
  const screens = Grid.useBreakpoint();
  return (
    <Modal
      open
      width={640}
      title={TEXT.secretTitle}
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose} autoFocus>
          {TEXT.secretDone}
        </Button>
      }
    >
      <Flex vertical gap={16}>
        <Alert type="warning" showIcon title={TEXT.secretWarning} />
        <Descriptions
          size="small"
          column={1}
          bordered
          layout={screens.sm === false ? 'vertical' : 'horizontal'}
          items={[
            { key: 'name', label: TEXT.formName, children: created.name },
            { key: 'clientId', label: TEXT.clientId, children: copyable(created.clientId) },
            { key: 'clientSecret', label: TEXT.clientSecret, children: copyable(created.clientSecret) },
            { key: 'tokenUrl', label: TEXT.tokenUrl, children: copyable(tokenUrl()) },
            {
              key: 'scope',
              label: TEXT.oauthScope,
              children: copyable(created.scopes.map((scope) => INTEGRATION_OAUTH_SCOPES[scope]).join(' ')),
            },
          ]}
        />
        <Typography.Text type="secondary">{TEXT.tokenLife}</Typography.Text>
      </Flex>
    </Modal>
  );
}
