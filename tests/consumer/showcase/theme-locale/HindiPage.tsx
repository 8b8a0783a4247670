/** A page in Hindi: LocaleProvider sets the components' strings and number formats; lang is ours to set. */
import { Accordion, Carousel, Container, Heading, LocaleProvider, Text, ThemeRoot } from '@company/ui';
import { Prices } from '../Prices';

const courses = ['डेटा साइंस', 'फ़ुल स्टैक डेवलपमेंट', 'ऐप डेवलपमेंट'];

export function HindiPage() {
  return (
    <LocaleProvider locale="hi-IN">
      <ThemeRoot theme="light" lang="hi-IN" data-testid="locale-root">
        <Container>
          <main id="top">
            <Heading level={1}>सॉफ़्टवेयर जो आपके साथ बढ़े</Heading>
            <Text>हम भारत भर के व्यवसायों के लिए ऐप, वेबसाइट और कस्टम सॉफ़्टवेयर बनाते हैं।</Text>
            <Prices currency="INR" />
            <Carousel.Root aria-label="हमारे पाठ्यक्रम">
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
                  <Accordion.Trigger>शुल्क कितना है?</Accordion.Trigger>
                </Accordion.Header>
                <Accordion.Content>शुल्क पाठ्यक्रम पर निर्भर करता है और किस्तों में दिया जा सकता है।</Accordion.Content>
              </Accordion.Item>
            </Accordion.Root>
          </main>
        </Container>
      </ThemeRoot>
    </LocaleProvider>
  );
}
