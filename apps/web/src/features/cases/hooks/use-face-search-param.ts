import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { FaceSearch } from '../api/search-face-records';
import { CARE_OPTIONS, matchOptions, PRODUCT_OPTIONS } from '../lib/case-options';

const TEXT_KEYS = ['name', 'telephone', 'userName', 'startTime', 'endTime'] as const;
const LIST_KEYS = ['products', 'cares'] as const;
const KEYS = [...TEXT_KEYS, ...LIST_KEYS];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The applied search lives in the address, so that coming back from a member's detail shows
 * the same results. Malformed dates are dropped rather than sent.
 */
export function useFaceSearchParam(): [FaceSearch, (search: FaceSearch) => void] {
  const [params, setParams] = useSearchParams();
  const key = KEYS.map((name) => params.get(name) ?? '').join('\u0000');
  const search = useMemo<FaceSearch>(() => {
    const [
      name = '',
      telephone = '',
      userName = '',
      start = '',
      end = '',
      products = '',
      cares = '',
    ] = key.split('\u0000');
    return {
      name,
      telephone,
      userName,
      startTime: DATE.test(start) ? start : '',
      endTime: DATE.test(end) ? end : '',
      products: matchOptions(PRODUCT_OPTIONS, products.split(',')),
      cares: matchOptions(CARE_OPTIONS, cares.split(',')),
    };
  }, [key]);
  const apply = (next: FaceSearch) => {
    const query = new URLSearchParams();
    for (const field of TEXT_KEYS) {
      const value = next[field].trim();
      if (value) query.set(field, value);
    }
    for (const field of LIST_KEYS) {
      if (next[field].length > 0) query.set(field, next[field].join(','));
    }
    setParams(query);
  };
  return [search, apply];
}
