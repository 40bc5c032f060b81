import { describe, expect, it } from 'vitest';
import { adminRecordUrl, isStaffPath } from './admin-paths';

describe('isStaffPath', () => {
  it.each(['/admin', '/admin/', '/admin/admin-dashboard', '/Admin/responses/contact-form-responses/3', '/login-saathi', '/logout', '/test/form', '/TEST/FORM/'])(
    '%s is a staff page',
    (path) => expect(isStaffPath(path)).toBe(true),
  );

  it.each(['/', '/administration', '/blogs', '/blog/admin', '/login', '/test', '/test/forms', '/logout-now'])('%s is not', (path) =>
    expect(isStaffPath(path)).toBe(false),
  );
});

describe('adminRecordUrl', () => {
  it('links a record to its staff page', () => {
    expect(adminRecordUrl('https://saathi.example', 'contact', 7)).toBe('https://saathi.example/admin/responses/contact-form-responses/7');
  });
});
