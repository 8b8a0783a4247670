import { Link } from 'react-router';
import { useNavigationState } from '../../forms/useHydrated';
import { Button, Card, Grid, Stack } from '@company/ui';
import { Check, Clock } from 'lucide-react';
import { AddToCartButton } from '../../commerce/AddToCartButton';
import { formatInr, NOT_FOR_SALE } from '../../commerce/format';
import { learnPath, useOwnedCourses } from '../../commerce/owned';
import { useCheckout } from '../../commerce/useCheckout';
import { useSignedIn } from '../../session/signedIn';
import type { Course } from '../../content/courses';
import { MediaImage } from '../shared/MediaImage';
import { PageContainer } from '../shared/layout';
import * as page from '../shared/page.css';
import { CourseLessons } from './CourseLessons';
import { courseBackTarget } from './navigation';
import * as s from './CourseDetailPage.css';
import { courseImages } from '../../content/media/courses';

function BackLink() {
  const back = courseBackTarget(useNavigationState());
  return (
    <Link to={back.to} className={s.back}>
      {back.label}
    </Link>
  );
}

/**
 * Buy Now and Add to Cart, or "Go to course" for a course the signed-in customer owns (issue 32
 * (docs/requirements/issues/32-courses-you-can-take.md)); owned courses are read after hydration.
 */
function CourseActions({ course }: { course: Course }) {
  const checkout = useCheckout({ flow: 'course' });
  const signedIn = useSignedIn();
  const owned = useOwnedCourses();
  const pending = signedIn && !owned.known;
  if (owned.ids.has(course.id)) {
    return (
      <div className={s.actions}>
        <Button asChild size="lg">
          <Link to={learnPath(course.id)}>Go to course</Link>
        </Button>
        <p className={s.ownedNote}>You own this course.</p>
      </div>
    );
  }
  if (course.available === false) {
    return (
      <p className={page.body} role="note">
        {NOT_FOR_SALE}
      </p>
    );
  }
  return (
    <div className={s.actions} data-pending={pending || undefined} aria-busy={pending || undefined}>
      <AddToCartButton
        item={{
          id: course.id,
          title: course.title,
          price: course.price,
          image: course.image,
          category: course.category,
        }}
        size="lg"
      />
      <Button
        size="lg"
        loading={checkout.busy}
        onClick={() => void checkout.start([{ kind: 'course', id: course.id }])}
      >
        Buy Now
      </Button>
      {checkout.ui}
    </div>
  );
}

export function CourseDetailPage({ course }: { course: Course | null }) {
  if (!course) {
    return (
      <PageContainer as="main" padded>
        <BackLink />
        <Stack gap={4} align="start" className={s.notFound}>
          <h1 className={page.sectionTitle}>Course not found!</h1>
          <p className={page.body}>
            This course may have been renamed or retired. Browse the current courses instead.
          </p>
          <Button asChild>
            <Link to="/courses">Browse Courses</Link>
          </Button>
        </Stack>
      </PageContainer>
    );
  }
  return (
    <main>
      <PageContainer padded className={s.layout}>
        <div className={s.mediaColumn}>
          <BackLink />
          <MediaImage image={courseImages[course.image]} alt={course.title} className={s.image} priority />
        </div>
        <Stack gap={4}>
          <p className={page.eyebrow}>{course.category}</p>
          <h1 className={page.pageTitle}>{course.title}</h1>
          <p className={s.meta}>
            <Clock aria-hidden="true" size={16} /> {course.duration} · {course.level}
          </p>
          <p className={page.lead}>{course.description}</p>
          <p className={page.price}>{formatInr(course.price)}</p>
          <CourseActions course={course} />
        </Stack>
      </PageContainer>
      <PageContainer asChild className={s.details}>
        <Grid columns={{ mobile: 1, desktop: 2 }} gap={5}>
          <Card as="section" aria-labelledby="course-learn-title">
            <h2 id="course-learn-title" className={page.cardTitle}>
              What you will learn
            </h2>
            <Stack as="ul" gap={2} className={page.bareList}>
              {course.details.map((detail) => (
                <li key={detail} className={page.checkItem}>
                  <Check aria-hidden="true" size={18} className={page.checkIcon} />
                  {detail}
                </li>
              ))}
            </Stack>
          </Card>
          <CourseLessons course={course} />
        </Grid>
      </PageContainer>
    </main>
  );
}
