import type { CreatedReportLink } from '@skinscope/contracts';
import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { copyShareLink, shareLinkAddress } from './share-link';

/**
 * A new link's address for `children` to show (QR code, copy, print), once it is one that may be
 * handed on: not http(s), an error instead; this browser's own origin (no PUBLIC_URL), shown with
 * the warning that outside devices cannot open it (issue 29 #6).
 */
export function ShareLinkAddress({
  link,
  text,
  children,
}: {
  link: CreatedReportLink;
  text: { badAddress: string; localAddress: string; localAddressHint: string };
  children: (url: string) => ReactNode;
}) {
  const { url, local } = shareLinkAddress(link);
  if (url === null) return <Alert type="error" showIcon title={text.badAddress} />;
  return (
    <Flex vertical gap="middle">
      {local && (
        <Alert
          type="warning"
          showIcon
          title={text.localAddress}
          description={text.localAddressHint}
        />
      )}
      {children(url)}
    </Flex>
  );
}

/** 复制链接: copies the address and says whether it worked. */
export function CopyShareLinkButton({ url, label }: { url: string; label: string }) {
  return (
    <Button
      type="primary"
      icon={<CopyOutlined aria-hidden />}
      onClick={() => void copyShareLink(url)}
    >
      {label}
    </Button>
  );
}
