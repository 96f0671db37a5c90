import { act } from '@testing-library/react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';

/**
 * The browser a screen of a component test runs in: render `<browser.AddressBar />` beside the
 * screen, and `browser.address` is where it is, `browser.back()` its Back button.
 */
export function testBrowser() {
  let navigate: NavigateFunction | undefined;
  const browser = {
    /** The path and query of the screen, as the last render read them. */
    address: '',
    /** The browser's Back button: the history's previous entry. */
    back: () => act(() => void navigate!(-1)),
    AddressBar,
  };
  function AddressBar() {
    const here = useLocation();
    navigate = useNavigate();
    browser.address = `${here.pathname}${here.search}`;
    return null;
  }
  return browser;
}
