import { Suspense } from 'react';
import { Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { useT } from './i18n/react';
import { layoutMessages } from './ui/messages';
import { Layout } from './ui/Layout';
import { ErrorBoundary } from './ui/ErrorBoundary';
import { lazyPage } from './ui/lazy-page';
import { HomePage } from './features/home/HomePage';

const AboutPage = lazyPage('features/home/AboutPage.tsx', () => import('./features/home/AboutPage'), 'AboutPage');
const BlogListPage = lazyPage('features/blog/BlogListPage.tsx', () => import('./features/blog/BlogListPage'), 'BlogListPage');
const BlogDetailPage = lazyPage('features/blog/BlogDetailPage.tsx', () => import('./features/blog/BlogDetailPage'), 'BlogDetailPage');
const ExpertDetailPage = lazyPage('features/experts/ExpertDetailPage.tsx', () => import('./features/experts/ExpertDetailPage'), 'ExpertDetailPage');
const FaqPage = lazyPage('features/legal/FaqPage.tsx', () => import('./features/legal/FaqPage'), 'FaqPage');
const TermsPage = lazyPage('features/legal/TermsPage.tsx', () => import('./features/legal/TermsPage'), 'TermsPage');
const PrivacyPage = lazyPage('features/legal/PrivacyPage.tsx', () => import('./features/legal/PrivacyPage'), 'PrivacyPage');
const ContactPage = lazyPage('features/contact/ContactPage.tsx', () => import('./features/contact/ContactPage'), 'ContactPage');
const SelfAssessmentPage = lazyPage('features/assessments/SelfAssessmentPage.tsx', () => import('./features/assessments/SelfAssessmentPage'), 'SelfAssessmentPage');
const DepressionToolPage = lazyPage('features/assessments/AssessmentPage.tsx', () => import('./features/assessments/AssessmentPage'), 'DepressionToolPage');
const GeneralHealthToolPage = lazyPage('features/assessments/AssessmentPage.tsx', () => import('./features/assessments/AssessmentPage'), 'GeneralHealthToolPage');
const AnxietyToolPage = lazyPage('features/assessments/AssessmentPage.tsx', () => import('./features/assessments/AssessmentPage'), 'AnxietyToolPage');
const IndividualWizardPage = lazyPage('features/booking/IndividualWizardPage.tsx', () => import('./features/booking/IndividualWizardPage'), 'IndividualWizardPage');
const CoupleWizardPage = lazyPage('features/booking/CoupleWizardPage.tsx', () => import('./features/booking/CoupleWizardPage'), 'CoupleWizardPage');
const FamilyWizardPage = lazyPage('features/booking/FamilyWizardPage.tsx', () => import('./features/booking/FamilyWizardPage'), 'FamilyWizardPage');
const PaymentStatusPage = lazyPage('features/payment/PaymentStatusPage.tsx', () => import('./features/payment/PaymentStatusPage'), 'PaymentStatusPage');
const ManagePage = lazyPage('features/manage/ManagePage.tsx', () => import('./features/manage/ManagePage'), 'ManagePage');
const DataRequestPage = lazyPage('features/data-request/DataRequestPage.tsx', () => import('./features/data-request/DataRequestPage'), 'DataRequestPage');
const WorkshopPage = lazyPage('features/workshop/WorkshopPage.tsx', () => import('./features/workshop/WorkshopPage'), 'WorkshopPage');
const HistoryPage = lazyPage('features/device-data/HistoryPage.tsx', () => import('./features/device-data/HistoryPage'), 'HistoryPage');
const MyDataPage = lazyPage('features/device-data/MyDataPage.tsx', () => import('./features/device-data/MyDataPage'), 'MyDataPage');
const NotFoundPage = lazyPage('features/legal/NotFoundPage.tsx', () => import('./features/legal/NotFoundPage'), 'NotFoundPage');
// Staff screens live in their own chunks; visitors never download them.
const LoginPage = lazyPage('features/admin/LoginPage.tsx', () => import('./features/admin/LoginPage'), 'LoginPage');
const LogoutPage = lazyPage('features/admin/LogoutPage.tsx', () => import('./features/admin/LogoutPage'), 'LogoutPage');
const AdminArea = lazyPage('features/admin/AdminArea.tsx', () => import('./features/admin/AdminArea'), 'AdminArea');
const MeetingFormPage = lazyPage('features/admin/MeetingFormPage.tsx', () => import('./features/admin/MeetingFormPage'), 'MeetingFormPage');
const StaffLayout = lazyPage('features/admin/StaffLayout.tsx', () => import('./features/admin/StaffLayout'), 'StaffLayout');

function Loading() {
  const t = useT(layoutMessages);
  return (
    <p className="status" role="status">
      {t('frame.loading')}
    </p>
  );
}

/** Where a page goes inside its layout: a page that fails shows the error page, one still loading says so. */
function PageFrame() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<Loading />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * Every visitor page of spec §2, relative to its language's root. Paths match
 * case-insensitively (the router's default), so the spec's aliases /Cookies-Privacy-Policy and
 * /self-assessment-tool reach the same pages.
 */
const visitorPages = (
  <Route element={<PageFrame />}>
    <Route index element={<HomePage />} />
    <Route path="about" element={<AboutPage />} />
    <Route path="blogs" element={<BlogListPage />} />
    <Route path="blog/:id" element={<BlogDetailPage />} />
    <Route path="expert/:id" element={<ExpertDetailPage />} />
    <Route path="faqs" element={<FaqPage />} />
    <Route path="terms-conditions" element={<TermsPage />} />
    <Route path="cookies-privacy-policy" element={<PrivacyPage />} />
    <Route path="contact" element={<ContactPage />} />
    <Route path="mental-wellness" element={<IndividualWizardPage />} />
    <Route path="individual_therapy" element={<IndividualWizardPage />} />
    <Route path="couple_therapy" element={<CoupleWizardPage />} />
    <Route path="familyFriends_therapy" element={<FamilyWizardPage />} />
    <Route path="Self-Assessment-Tool" element={<SelfAssessmentPage />} />
    <Route path="Depression-Tool" element={<DepressionToolPage />} />
    <Route path="General-Health-Tool" element={<GeneralHealthToolPage />} />
    <Route path="Anxiety-Disorder-Tool" element={<AnxietyToolPage />} />
    <Route path="self-assessment/:test/history" element={<HistoryPage />} />
    <Route path="my-data" element={<MyDataPage />} />
    <Route path="payment-status" element={<PaymentStatusPage />} />
    <Route path="manage/:token" element={<ManagePage />} />
    <Route path="data-request/:token" element={<DataRequestPage />} />
    <Route path="events/art-therapy-workshop" element={<WorkshopPage />} />
    <Route path="*" element={<NotFoundPage />} />
  </Route>
);

/** The visitor pages in English at their own addresses and in Hindi under /hi/; the staff screens in English only. */
export function App() {
  return (
    <Routes>
      <Route path="hi" element={<Layout language="hi" />}>
        {visitorPages}
      </Route>
      <Route element={<Layout language="en" />}>{visitorPages}</Route>

      {/* Staff screens, in the staff area's own frame (no public header, footer or cookie banner).
          They open only after sign-in; until then, as the spec says, a visitor meets the not-found page. */}
      <Route
        element={
          <Suspense fallback={<Loading />}>
            <StaffLayout />
          </Suspense>
        }
      >
        <Route element={<PageFrame />}>
          <Route path="login-saathi" element={<LoginPage />} />
          <Route path="logout" element={<LogoutPage />} />
          <Route path="admin/*" element={<AdminArea />} />
          <Route path="test/form" element={<MeetingFormPage />} />
        </Route>
      </Route>
    </Routes>
  );
}

