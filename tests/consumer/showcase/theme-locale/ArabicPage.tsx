/** A page in Arabic, right to left: the components' logical properties and Radix follow `dir`. */
import {
  Accordion,
  Carousel,
  Container,
  Dialog,
  Button,
  Heading,
  LocaleProvider,
  Tabs,
  Text,
  ThemeRoot,
} from '@company/ui';
import { Prices } from '../Prices';

const courses = ['علم البيانات', 'تطوير الويب المتكامل', 'تطوير التطبيقات'];

export function ArabicPage() {
  return (
    <LocaleProvider locale="ar" dir="rtl">
      <ThemeRoot theme="light" lang="ar" dir="rtl" data-testid="locale-root">
        <Container>
          <main id="top">
            <Heading level={1}>برمجيات تنمو معك</Heading>
            <Text>نصمم التطبيقات والمواقع والبرمجيات المخصصة للشركات.</Text>
            <Prices currency="AED" />
            <Tabs.Root defaultValue="apps">
              <Tabs.List aria-label="الخدمات">
                <Tabs.Trigger value="apps">التطبيقات</Tabs.Trigger>
                <Tabs.Trigger value="web">المواقع</Tabs.Trigger>
                <Tabs.Trigger value="training">التدريب</Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="apps">تطبيقات أصلية ومتعددة المنصات.</Tabs.Content>
              <Tabs.Content value="web">مواقع سريعة يسهل الوصول إليها.</Tabs.Content>
              <Tabs.Content value="training">دورات عملية في علم البيانات.</Tabs.Content>
            </Tabs.Root>
            <Carousel.Root aria-label="دوراتنا">
              <Carousel.Viewport>
                {courses.map((course) => (
                  <Carousel.Slide key={course}>
                    <Text>{course}</Text>
                  </Carousel.Slide>
                ))}
              </Carousel.Viewport>
              <Carousel.Controls>
                <Carousel.Previous />
                <Carousel.Dots />
                <Carousel.Next />
              </Carousel.Controls>
            </Carousel.Root>
            <Accordion.Root type="single" defaultValue="fees">
              <Accordion.Item value="fees">
                <Accordion.Header>
                  <Accordion.Trigger>كم الرسوم؟</Accordion.Trigger>
                </Accordion.Header>
                <Accordion.Content>تعتمد الرسوم على الدورة ويمكن دفعها على أقساط.</Accordion.Content>
              </Accordion.Item>
            </Accordion.Root>
            <Dialog.Root>
              <Dialog.Trigger asChild>
                <Button>احجز استشارة</Button>
              </Dialog.Trigger>
              <Dialog.Content>
                <Dialog.Header>
                  <Dialog.Title>احجز استشارة مجانية</Dialog.Title>
                  <Dialog.Description>سنتصل بك خلال يوم عمل واحد.</Dialog.Description>
                </Dialog.Header>
              </Dialog.Content>
            </Dialog.Root>
          </main>
        </Container>
      </ThemeRoot>
    </LocaleProvider>
  );
}
