import { Route, Routes } from 'react-router-dom';
import { STAFF_ROLES } from '../../domain/staff';
import { MyAvailabilityPage } from './expert-own/MyAvailabilityPage';
import { MySessionsPage } from './expert-own/MySessionsPage';
import { NotFoundPage } from '../legal';
import { EmailsPage, LoginActivitiesPage } from './ActivityPages';
import { BlogManagementPage } from './BlogManagementPage';
import { DashboardPage } from './DashboardPage';
import { DataRequestsPage } from './DataRequestsPage';
import { ExpertFormPage } from './ExpertFormPage';
import { ExpertListPage } from './ExpertListPage';
import { FollowUpPage, FollowUpsPage } from './FollowUpsPage';
import { MeetingFormPage } from './MeetingFormPage';
import { ADMIN_LISTS } from './kinds';
import { RedirectPage } from './RedirectPage';
import { RequireRole } from './RequireRole';
import { SchedulePage, UnassignedPage } from './SchedulePages';
import { SubmissionDetailPage } from './SubmissionDetailPage';
import { SubmissionListPage } from './SubmissionListPage';
import { TestPaymentPage } from './TestPaymentPage';

// Every staff screen under /admin, with the roles the server allows for its data.

export function AdminArea() {
  return (
    <Routes>
      <Route path="redirect" element={<RedirectPage />} />
      <Route path="admin-dashboard" element={<RequireRole roles={['admin']}>{() => <DashboardPage />}</RequireRole>} />
      <Route
        path="blog-management"
        element={<RequireRole roles={['admin', 'editor']}>{(user) => <BlogManagementPage canSeeDashboard={user.role === 'admin'} />}</RequireRole>}
      />
      <Route path="schedule" element={<RequireRole roles={['admin', 'support']}>{() => <SchedulePage />}</RequireRole>} />
      <Route path="follow-ups" element={<RequireRole roles={['admin', 'support']}>{() => <FollowUpsPage />}</RequireRole>} />
      <Route path="follow-ups/:id" element={<RequireRole roles={['admin', 'support']}>{() => <FollowUpPage />}</RequireRole>} />
      <Route path="unassigned" element={<RequireRole roles={['admin', 'support']}>{() => <UnassignedPage />}</RequireRole>} />
      <Route path="data-requests" element={<RequireRole roles={['admin']}>{() => <DataRequestsPage />}</RequireRole>} />
      <Route path="experts" element={<RequireRole roles={['admin']}>{() => <ExpertListPage />}</RequireRole>} />
      {/* "new" and an expert's id share one route: the page tells them apart. */}
      <Route path="experts/:id" element={<RequireRole roles={['admin']}>{() => <ExpertFormPage />}</RequireRole>} />
      <Route path="login-activities" element={<RequireRole roles={['admin']}>{() => <LoginActivitiesPage />}</RequireRole>} />
      <Route path="testPage" element={<RequireRole roles={['admin']}>{() => <TestPaymentPage />}</RequireRole>} />
      {/* Spec §2: the meeting creation form of /test/form, inside the staff area (admins only, as there). */}
      <Route path="testForm" element={<MeetingFormPage />} />
      <Route path="my-sessions" element={<RequireRole roles={['expert']}>{() => <MySessionsPage />}</RequireRole>} />
      <Route path="my-availability" element={<RequireRole roles={['expert']}>{() => <MyAvailabilityPage />}</RequireRole>} />
      <Route path="emails" element={<RequireRole roles={['admin']}>{() => <EmailsPage />}</RequireRole>} />
      {ADMIN_LISTS.map((list) => (
        <Route
          key={list.kind}
          path={`responses/${list.listPath}`}
          element={<RequireRole roles={['admin', 'support']}>{() => <SubmissionListPage key={list.kind} list={list} />}</RequireRole>}
        />
      ))}
      {ADMIN_LISTS.map((list) => (
        <Route
          key={`${list.kind}-detail`}
          path={`responses/${list.detailPath}/:id`}
          element={<RequireRole roles={['admin', 'support']}>{() => <SubmissionDetailPage list={list} />}</RequireRole>}
        />
      ))}
      <Route path="*" element={<RequireRole roles={STAFF_ROLES}>{() => <NotFoundPage />}</RequireRole>} />
    </Routes>
  );
}
