import { usePublicSettings } from '../../lib/api/get-public-settings';
import { zhCN } from '../../locales/zh-CN';

const ICP_QUERY_URL = 'https://beian.miit.gov.cn/';

/** The public-security filing site looks a record up by the number's digits. */
function psbQueryUrl(psbNumber: string): string {
  const code = /\d+/.exec(psbNumber)?.[0];
  return code
    ? `https://beian.mps.gov.cn/#/query/webSearch?code=${code}`
    : 'https://beian.mps.gov.cn/';
}

/** Spec §2 Shell: ICP filing and public-security filing, each only when configured. */
export function AppFooter() {
  const { data } = usePublicSettings();
  if (!data?.icpNumber && !data?.psbNumber) return null;
  return (
    <footer className="app-footer" aria-label={zhCN.footer.ariaLabel}>
      {data.icpNumber && (
        <a href={ICP_QUERY_URL} target="_blank" rel="noreferrer">
          {data.icpNumber}
        </a>
      )}
      {data.psbNumber && (
        <a href={psbQueryUrl(data.psbNumber)} target="_blank" rel="noreferrer">
          {data.psbNumber}
        </a>
      )}
    </footer>
  );
}
