import { BadRequestException, Body, Controller, Delete, HttpCode, Post, UseGuards } from '@nestjs/common';
import { NewsletterService } from './newsletter.service';
import { SubscribeRateLimitGuard } from '../rate-limits/subscribe-rate-limit.guard';
import { parseSubscriberEmail } from './subscriber-email';
import { parseSubscriberLanguage } from './subscriber-language';

/** The newsletter calls of the HTTP contract. */
@Controller('api')
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Post('subscribe')
  @HttpCode(201)
  @UseGuards(SubscribeRateLimitGuard)
  async subscribe(@Body() body: unknown): Promise<{ message: string }> {
    const email = parseSubscriberEmail(field(body, 'email'));
    await this.newsletter.subscribe(email, parseSubscriberLanguage(field(body, 'language')));
    return { message: 'Subscribed' };
  }

  @Delete('unsubscribe')
  @HttpCode(200)
  async unsubscribe(@Body() body: unknown): Promise<{ message: string }> {
    const email = parseSubscriberEmail(field(body, 'email'));
    const token = field(body, 'token');
    if (typeof token !== 'string' || token.trim() === '')
      throw new BadRequestException('The unsubscribe token is missing.');
    await this.newsletter.unsubscribe(email, token.trim());
    return { message: 'Unsubscribed' };
  }
}

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)[name]
    : undefined;
}
