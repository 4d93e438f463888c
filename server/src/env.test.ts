import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

describe('loadEnv', () => {
  it('fills the documented defaults from an empty environment', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 8080,
      HOST: '127.0.0.1',
      DATA_DIR: './.data',
      STATIC_DIR: 'dist',
      PUBLIC_URL: 'http://127.0.0.1:8080',
      isDemoMode: true,
      isProduction: false,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('treats empty strings as unset', () => {
    const env = loadEnv({ PORT: '', DATABASE_URL: '' });
    expect(env.PORT).toBe(8080);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('is frozen', () => {
    expect(Object.isFrozen(loadEnv({}))).toBe(true);
  });

  it('is never in demo mode in production', () => {
    expect(
      loadEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://portal.koelservice.example' }),
    ).toMatchObject({ isProduction: true, isDemoMode: false });
  });

  it('needs PUBLIC_URL in production, where it is printed on the QR stickers', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(
      /PUBLIC_URL: required when NODE_ENV=production/,
    );
  });

  it('runs one API process by default, and several only on PostgreSQL', () => {
    expect(loadEnv({}).WORKERS).toBe(1);
    expect(loadEnv({ WORKERS: '4', DATABASE_URL: 'postgres://db.example/portal' }).WORKERS).toBe(4);
    expect(() => loadEnv({ WORKERS: '2' })).toThrow(/WORKERS: 2 processes need DATABASE_URL/);
    expect(() => loadEnv({ WORKERS: '0', DATABASE_URL: 'postgres://db.example/portal' })).toThrow(EnvError);
  });

  it('reads TRUST_PROXY as true or a list of proxy addresses', () => {
    expect(loadEnv({}).TRUST_PROXY).toBeUndefined();
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });

  it('lets overrides win over the environment', () => {
    const env = loadEnv({ PORT: '9000', HOST: '0.0.0.0' }, { PORT: 0 });
    expect(env.PORT).toBe(0);
    expect(env.HOST).toBe('0.0.0.0');
  });

  it('strips a trailing slash from PUBLIC_URL', () => {
    expect(loadEnv({ PUBLIC_URL: 'https://portal.example/' }).PUBLIC_URL).toBe('https://portal.example');
  });

  it('names every bad variable in one line', () => {
    let error: unknown;
    try {
      loadEnv({ PORT: 'eighty', DATABASE_URL: 'not a url' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as Error).message;
    expect(message).not.toContain('\n');
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL');
  });
});
