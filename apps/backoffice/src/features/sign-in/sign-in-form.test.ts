import {
  enrolmentBodyOf,
  groupedSecret,
  signInBodyOf,
  signInResolver,
  svgDataUrl,
} from './sign-in-form';

const resolve = (values: Parameters<typeof signInBodyOf>[0]) =>
  signInResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the staff sign-in form', () => {
  it('sends the app code, or a recovery code, or none to enrol the app', () => {
    const credentials = { email: ' Owner@Example.com ', password: 'Secret 1' };
    expect(signInBodyOf({ ...credentials, factor: 'otp', code: '123 456' })).toEqual({
      email: 'Owner@Example.com',
      password: 'Secret 1',
      otp: '123456',
    });
    expect(signInBodyOf({ ...credentials, factor: 'recoveryCode', code: 'abcd-efgh' })).toEqual({
      email: 'Owner@Example.com',
      password: 'Secret 1',
      recoveryCode: 'abcd-efgh',
    });
    expect(signInBodyOf({ ...credentials, factor: 'otp', code: '' })).not.toHaveProperty('otp');
  });

  it('puts a malformed app code on the code field', async () => {
    const result = await resolve({
      email: 'owner@example.com',
      password: 'x',
      factor: 'otp',
      code: '12345',
    });
    expect(Object.keys(result.errors)).toEqual(['code']);
  });

  it('asks for e-mail and password', async () => {
    const result = await resolve({ email: '', password: '', factor: 'otp', code: '' });
    expect(Object.keys(result.errors).sort()).toEqual(['email', 'password']);
  });

  it('sends the enrolment with the credentials of the sign-in', () => {
    expect(enrolmentBodyOf({ email: 'a@b.at', password: 'p' })({ otp: ' 654 321' })).toEqual({
      email: 'a@b.at',
      password: 'p',
      otp: '654321',
    });
  });

  it('shows the secret in groups of four and the QR code as a data URL', () => {
    expect(groupedSecret('JBSWY3DPEHPK3PXPAB')).toBe('JBSW Y3DP EHPK 3PXP AB');
    expect(svgDataUrl('<svg a="1"/>')).toBe(
      'data:image/svg+xml;charset=utf-8,%3Csvg%20a%3D%221%22%2F%3E',
    );
  });
});
