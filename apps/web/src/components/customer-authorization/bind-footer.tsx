import { Button, Typography } from 'antd';
import { zhCN } from './locale';
import type { BindActions } from './use-bind-actions';

const t = zhCN.customerAuthorization;

/** A dialog's refusal, inline and in red (spec §2: bind dialogs show server errors so). */
export function BindError({ text }: { text: string | undefined }) {
  return text ? (
    <Typography.Text type="danger" role="alert">
      {text}
    </Typography.Text>
  ) : null;
}

/**
 * The foot of a staff authorisation dialog: the refusal, then 解除授权 and 授权 for the chosen
 * pair (both disabled until one is chosen, and while a call runs).
 */
export function BindFooter(props: {
  actions: BindActions;
  chosen: boolean;
  onAuthorize: () => void;
  onRelease: () => void;
}) {
  const { actions, chosen } = props;
  return (
    <>
      <BindError text={actions.error} />
      <div className="authorization-actions">
        <Button
          onClick={props.onRelease}
          disabled={!chosen || actions.busy}
          loading={actions.releasing}
        >
          {t.unauthorize}
        </Button>
        <Button
          type="primary"
          onClick={props.onAuthorize}
          disabled={!chosen || actions.busy}
          loading={actions.authorizing}
        >
          {t.authorize}
        </Button>
      </div>
    </>
  );
}
