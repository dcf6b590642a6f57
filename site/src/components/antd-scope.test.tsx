import { render, screen } from '@testing-library/react';
import { App, ConfigProvider, theme } from 'antd';
import { useContext } from 'react';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from '@/lib/i18n';
import { AntdScope, withAntd } from './antd-scope';
import { THEME } from './antd-provider';

/** Says whether antd's provider is around it: the App's modal holder and the site's primary colour. */
function AntdProbe() {
  const { modal } = App.useApp();
  const { token } = theme.useToken();
  const { locale } = useContext(ConfigProvider.ConfigContext);
  return (
    <p>
      modal {typeof modal?.confirm}, primary {token.colorPrimary}, locale {locale?.locale ?? 'none'}
    </p>
  );
}

const inI18n = (node: JSX.Element) => <I18nextProvider i18n={initI18n()}>{node}</I18nextProvider>;

describe('antd, loaded where it is drawn', () => {
  beforeAll(() => void initI18n().changeLanguage('en'));

  it('draws a page of withAntd inside the provider (theme, English locale, App)', async () => {
    const load = withAntd(() => Promise.resolve({ default: AntdProbe }));
    const { default: Page } = await load();
    render(inI18n(<Page />));
    expect(screen.getByText(`modal function, primary ${THEME.token.colorPrimary.toLowerCase()}, locale en`)).toBeInTheDocument();
  });

  it('draws the parts of a plain page inside the provider once it has loaded, the fallback until then', async () => {
    render(inI18n(<AntdScope fallback={<p>waiting</p>}>{<AntdProbe />}</AntdScope>));
    expect(
      await screen.findByText(`modal function, primary ${THEME.token.colorPrimary.toLowerCase()}, locale en`),
    ).toBeInTheDocument();
  });
});
