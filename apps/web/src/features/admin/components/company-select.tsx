import type { Company, Scope } from '@skinscope/contracts';
import { Select } from 'antd';
import { zhCN } from '../locale';
import { useCompanies } from '../api/get-companies';

const t = zhCN.companies;

/** How a company reads in lists and tables: its head's name, then the mobile. */
export function companyLabel(company: Pick<Company, 'fullName' | 'mobile'>): string {
  return company.fullName ? `${company.fullName}（${company.mobile}）` : company.mobile;
}

interface CompanySelectProps {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** Called with the chosen company's scope, so that a form can follow it. */
  onScope?: (scope: Scope) => void;
  /** A company left out of the list (a staff member cannot work for themself). */
  excludeId?: number;
}

/** Issue 17 #16: a company is chosen from a list, never typed as an internal id. */
export function CompanySelect({ id, value, onChange, onScope, excludeId }: CompanySelectProps) {
  const companies = useCompanies();
  const list = (companies.data ?? []).filter((company) => company.id !== excludeId);
  const options = [
    { value: 0, label: t.none },
    ...list.map((company) => ({
      value: company.id,
      label: `${companyLabel(company)} · ${zhCN.admin.scopes[company.scope]}`,
    })),
  ];
  return (
    <Select
      id={id}
      showSearch
      optionFilterProp="label"
      loading={companies.isPending}
      value={value ?? 0}
      options={options}
      onChange={(next: number) => {
        onChange?.(next === 0 ? null : next);
        const scope = list.find((company) => company.id === next)?.scope;
        if (scope) onScope?.(scope);
      }}
    />
  );
}

/** The name of a company id in tables, from the same list ('/' when none). */
export function useCompanyName(): (companyUserId: number | null) => string {
  const companies = useCompanies();
  return (companyUserId) => {
    if (companyUserId === null) return '/';
    const company = companies.data?.find((candidate) => candidate.id === companyUserId);
    return company ? companyLabel(company) : t.unknown;
  };
}
