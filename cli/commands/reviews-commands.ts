import type { Command } from 'commander';
import type { LocationId } from '#domain/storefront/company';
import { listLocationReviews } from '#application/client-side/review/list-location-reviews';
import { locationIdOption, positiveId, type CommandKit } from '../command-context';
import { table } from '../cli-output';
import { joined, lines } from '../terminal-text';

/** `reserva reviews list`: a location's review summary and newest reviews. */
export function registerReviewsCommands(program: Command, kit: CommandKit): void {
  const reviews = program.command('reviews').description("a location's reviews");
  kit
    .subcommand(
      reviews,
      'list',
      "Show a location's review summary and newest reviews",
      'reserva reviews list --location 1 --limit 5',
    )
    .requiredOption('--location <id>', 'the location', locationIdOption)
    .option('--limit <count>', 'how many reviews, newest first', positiveId, 20)
    .action(async (options: { readonly location: LocationId; readonly limit: number }, command: Command) => {
      const { ports, messages: m, output, width } = await kit.context(command);
      await output(listLocationReviews(ports)(options.location, options.limit), {
        json: ({ summary, reviews: list }) => ({
          average: summary.average,
          totalReviews: summary.totalReviews,
          reviews: list.map((review) => ({
            id: review.id,
            stars: review.stars,
            reviewer: review.anonymous ? null : review.reviewerName,
            date: review.reviewDate,
            service: review.serviceName,
            comment: review.comment,
            reply: review.reviewComments.at(-1)?.comment ?? null,
          })),
        }),
        text: ({ summary, reviews: list }) =>
          joined(
            lines(m.reviewSummary(summary.average, summary.totalReviews)),
            table(
              [m.date, m.stars, m.reviewer, m.service, m.comment, m.reply],
              list.map((review) => [
                review.reviewDate.slice(0, 10),
                '★'.repeat(review.stars),
                review.anonymous ? m.anonymous : review.reviewerName,
                review.serviceName,
                review.comment,
                review.reviewComments.at(-1)?.comment ?? null,
              ]),
              width,
            ),
          ),
      });
    });
}
