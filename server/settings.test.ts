/** @jest-environment node */
import { readSettings } from './settings';

describe('server settings', () => {
  it('seed the demo into the embedded database, and into PostgreSQL only when asked', () => {
    expect(readSettings({}, []).seedDemo).toBe(true);
    expect(readSettings({ DEMO_DATA: '0' }, []).seedDemo).toBe(false);
    const postgres = { DATABASE_URL: 'postgres://db/backoffice' };
    expect(readSettings(postgres, []).seedDemo).toBe(false);
    expect(readSettings(postgres, ['--large-hall']).largeHall).toBe(false);
    expect(readSettings(postgres, []).demoHeartbeats).toBe(false);
    expect(readSettings({ ...postgres, DEMO_DATA: '1' }, []).seedDemo).toBe(true);
    expect(readSettings({ ...postgres, DEMO_DATA: '1', NODE_ENV: 'production' }, []).seedDemo).toBe(
      false,
    );
  });

  it('read TRUST_PROXY as the number of trusted hops and refuse anything else', () => {
    expect(readSettings({}, []).trustProxy).toBe(0);
    expect(readSettings({ TRUST_PROXY: '1' }, []).trustProxy).toBe(1);
    expect(readSettings({ TRUST_PROXY: '2' }, []).trustProxy).toBe(2);
    expect(() => readSettings({ TRUST_PROXY: 'true' }, [])).toThrow('TRUST_PROXY');
  });
});
