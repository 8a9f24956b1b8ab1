import type { User } from '@skinscope/contracts';
import { Link } from 'react-router';
import { BrandMark } from '../../components/brand-mark';
import { zhCN } from '../../locales/zh-CN';
import { useRouteHandle } from '../route-handle';
import { HeaderActions } from './header-actions';
import { StepIndicator } from './step-indicator';

export function AppHeader({ user }: { user: User }) {
  const step = useRouteHandle()?.step ?? 0;
  return (
    <header className="app-header">
      {/* Issue 29 #13: the first Tab goes past the header's links and buttons to the page. */}
      <a className="skip-link" href="#main">
        {zhCN.header.skipToMain}
      </a>
      <Link to="/query" className="app-header-brand">
        <BrandMark size={32} />
        <span>{zhCN.brand.name}</span>
      </Link>
      {/* Issue 17 #23: the six steps belong to a consultation; elsewhere they only confuse. */}
      {step > 0 ? <StepIndicator step={step} /> : <div className="app-header-steps" />}
      <HeaderActions user={user} />
    </header>
  );
}
