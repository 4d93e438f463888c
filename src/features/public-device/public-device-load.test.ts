import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { messages } from '../../i18n/locales/nl/messages.po';
import { loadFailure, phoneHref } from './public-device-load';

describe('loadFailure', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'nl', messages }));

  it('tells an unknown sticker, no connection and too many requests apart', () => {
    expect(loadFailure(ApiError.fromResponse(404, { message: 'Niet gevonden.' }))).toEqual({
      state: 'not-found',
    });
    expect(loadFailure(ApiError.network(new TypeError('Failed to fetch')))).toEqual({ state: 'offline' });
    expect(loadFailure(ApiError.fromResponse(429, { message: 'Te veel' }))).toEqual({
      state: 'rate-limited',
    });
  });

  it("shows the server's message for any other failure", () => {
    expect(loadFailure(ApiError.fromResponse(500, { message: 'Er ging iets mis.' }))).toEqual({
      state: 'failed',
      message: 'Er ging iets mis.',
    });
  });
});

describe('phoneHref', () => {
  it('dials the digits of a number as printed, keeping an international plus', () => {
    expect(phoneHref('030 - 241 88 00')).toBe('tel:0302418800');
    expect(phoneHref('+31 (0)30 241 88 00')).toBe('tel:+310302418800');
    expect(phoneHref(' - ')).toBeNull();
  });
});
