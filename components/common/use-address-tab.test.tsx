import { act, renderHook } from '@testing-library/react';
import { useAddressTab } from './use-address-tab';

// The router as the export has it: the address is the page's own.
jest.mock('next/navigation', () => ({
  usePathname: () => window.location.pathname,
  useSearchParams: () => new URLSearchParams(window.location.search),
}));

const TABS = ['mailings', 'clients'] as const;

const at = (address: string) => window.history.replaceState(null, '', address);

describe('a tab kept in the address', () => {
  beforeEach(() => at('/sms/mailing/'));

  it('opens the tab a link names, and the first one without a name', () => {
    at('/sms/mailing/?tab=clients');
    expect(renderHook(() => useAddressTab(TABS)).result.current[0]).toBe('clients');
    at('/sms/mailing/');
    expect(renderHook(() => useAddressTab(TABS)).result.current[0]).toBe('mailings');
  });

  it.each([
    ['another role’s tab', 'restrictions'],
    ['a mistyped one', 'Clients'],
    ['a NUL byte', 'clients%00'],
    ['markup', '%3Cscript%3E'],
  ])('opens the first tab for %s', (_, tab) => {
    at(`/sms/mailing/?tab=${tab}`);
    expect(renderHook(() => useAddressTab(TABS)).result.current[0]).toBe('mailings');
  });

  it('writes the chosen tab into the address without a new history entry', () => {
    const { result, rerender } = renderHook(() => useAddressTab(TABS));
    const entries = window.history.length;
    act(() => result.current[1]('clients'));
    expect(window.location.search).toBe('?tab=clients');
    rerender();
    expect(result.current[0]).toBe('clients');
    act(() => result.current[1]('mailings'));
    expect(window.location.pathname + window.location.search).toBe('/sms/mailing/');
    expect(window.history.length).toBe(entries);
  });
});
