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

  it('require a second factor of admins in production, of nobody in the demo, or of the roles named', () => {
    const postgres = { DATABASE_URL: 'postgres://db/backoffice' };
    expect(readSettings({ ...postgres, NODE_ENV: 'production' }, []).mfaRequiredRoles).toEqual([
      'admin',
    ]);
    expect(readSettings({}, []).mfaRequiredRoles).toEqual([]);
    expect(readSettings({ MFA_REQUIRED_ROLES: 'admin, manager' }, []).mfaRequiredRoles).toEqual([
      'admin',
      'manager',
    ]);
    expect(readSettings({ ...postgres, MFA_REQUIRED_ROLES: 'none' }, []).mfaRequiredRoles).toEqual(
      [],
    );
    expect(() => readSettings({ MFA_REQUIRED_ROLES: 'boss' }, [])).toThrow(
      'MFA_REQUIRED_ROLES=boss: ожидается список ролей через запятую (cashier, manager, admin) или none',
    );
  });

  it('forbid advertising SMS unless the licence allows them', () => {
    expect(readSettings({}, []).smsAdvertising).toBe('forbidden');
    expect(readSettings({ SMS_ADVERTISING: 'allowed' }, []).smsAdvertising).toBe('allowed');
    expect(() => readSettings({ SMS_ADVERTISING: 'yes' }, [])).toThrow(
      'SMS_ADVERTISING=yes: ожидается forbidden или allowed',
    );
  });

  it('read the operations settings, naming a bad one and never echoing the metrics token', () => {
    const defaults = readSettings({}, []);
    expect([defaults.metricsPort, defaults.metricsToken, defaults.drainDelayMs]).toEqual([
      undefined,
      undefined,
      3_000,
    ]);
    const set = readSettings(
      {
        METRICS_PORT: '9464',
        METRICS_TOKEN: 't'.repeat(16),
        DRAIN_DELAY_MS: '0',
        LOG_LEVEL: 'warn',
      },
      [],
    );
    expect([set.metricsPort, set.metricsToken, set.drainDelayMs]).toEqual([
      9464,
      't'.repeat(16),
      0,
    ]);
    expect(() => readSettings({ LOG_LEVEL: 'verbose' }, [])).toThrow(
      'LOG_LEVEL=verbose: ожидается один из уровней: fatal, error, warn, info, debug, trace, silent',
    );
    expect(() => readSettings({ METRICS_PORT: '70000' }, [])).toThrow(
      'METRICS_PORT=70000: ожидается номер порта',
    );
    expect(() => readSettings({ METRICS_TOKEN: 'short-secret' }, [])).toThrow(
      'METRICS_TOKEN=…: ожидается токен не короче 16 символов',
    );
  });

  it('read TRUST_PROXY as the number of trusted hops and refuse anything else', () => {
    expect(readSettings({}, []).trustProxy).toBe(0);
    expect(readSettings({ TRUST_PROXY: '1' }, []).trustProxy).toBe(1);
    expect(readSettings({ TRUST_PROXY: '2' }, []).trustProxy).toBe(2);
    expect(() => readSettings({ TRUST_PROXY: 'true' }, [])).toThrow(
      'TRUST_PROXY=true: ожидается число доверенных прокси (0, 1, 2…)',
    );
  });

  it('stop the start with a Russian message naming every bad variable', () => {
    const bad = { PORT: '70000', DEMO_DATA: 'yes', SMS_GATEWAY_URL: 'gateway', DATABASE_URL: 'db' };
    let message = '';
    try {
      readSettings(bad, []);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n')).toEqual([
      'Неверные настройки сервера:',
      'PORT=70000: ожидается номер порта: не больше 65535',
      'DATABASE_URL=db: ожидается адрес вида postgres://пользователь@сервер/база',
      'DEMO_DATA=yes: ожидается 0 или 1',
      'SMS_GATEWAY_URL=gateway: ожидается адрес http(s)://…',
    ]);
  });

  it('read the exceptions’ thresholds, with the decision record’s defaults, and refuse bad ones', () => {
    expect(readSettings({}, []).exceptionThresholds).toMatchObject({
      rtpMinBets: 500,
      rtpSigmas: 4,
      silentMinutes: 30,
      visitsPercent: 50,
    });
    const set = readSettings({ EXCEPTION_SILENT_MINUTES: '45' }, []);
    expect(set.exceptionThresholds).toMatchObject({ silentMinutes: 45 });
    expect(() => readSettings({ EXCEPTION_VISITS_PERCENT: '150' }, [])).toThrow(
      'EXCEPTION_VISITS_PERCENT=150: ожидается процент: не больше 99',
    );
  });

  it('name a bad secret without writing it into the log', () => {
    expect(() => readSettings({ SMS_GATEWAY_SECRET: 'short-key' }, [])).toThrow(
      'SMS_GATEWAY_SECRET=…: ожидается секрет не короче 16 символов',
    );
    expect(readSettings({ SMS_GATEWAY_SECRET: 'a-secret-of-20-chars' }, []).smsGatewaySecret).toBe(
      'a-secret-of-20-chars',
    );
    expect(readSettings({}, []).smsGatewaySecret).toBe('');
  });

  it('read the SMS gateway once, with its timeout, and take empty values as not set', () => {
    expect(readSettings({}, []).smsGateway).toBeNull();
    expect(readSettings({ SMS_GATEWAY_URL: '' }, []).smsGateway).toBeNull();
    expect(
      readSettings({ SMS_GATEWAY_URL: 'https://sms.example/send', SMS_GATEWAY_TOKEN: 't' }, [])
        .smsGateway,
    ).toEqual({ url: 'https://sms.example/send', token: 't', timeoutMs: 10_000 });
    expect(readSettings({ PORT: '8080', HOST: '0.0.0.0' }, [])).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
    });
  });
});
