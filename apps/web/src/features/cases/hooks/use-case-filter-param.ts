import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { CaseFilter } from '../api/list-cases';
import { CARE_OPTIONS, matchOptions, PRODUCT_OPTIONS } from '../lib/case-options';

const listParam = (value: string | null) => (value ? value.split(',') : []);

/**
 * The applied filter lives in the address (`?products=…&cares=…`), so that coming back from the
 * upload or edit screen, or reloading, shows the same list. Unknown names are dropped.
 */
export function useCaseFilterParam(): [CaseFilter, (filter: CaseFilter) => void] {
  const [params, setParams] = useSearchParams();
  const products = params.get('products');
  const cares = params.get('cares');
  const filter = useMemo(
    () => ({
      products: matchOptions(PRODUCT_OPTIONS, listParam(products)),
      cares: matchOptions(CARE_OPTIONS, listParam(cares)),
    }),
    [products, cares],
  );
  const apply = (next: CaseFilter) => {
    const search = new URLSearchParams();
    if (next.products.length > 0) search.set('products', next.products.join(','));
    if (next.cares.length > 0) search.set('cares', next.cares.join(','));
    setParams(search);
  };
  return [filter, apply];
}
