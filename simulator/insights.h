// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

// What an organisation's compute bought and wasted, hour by hour: the figures of
// GET /v1/billing/insights (idle cost, realised sleep savings, cost per token).

#include "uniquetag.h"

#include "api/types.h"

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <utility>

namespace polychip::sim {

/** Whose second it is: an instance and what it runs on (views of the caller's strings, read
 *  during the call only). */
struct InsightSubject
{
    std::string_view instanceId;
    api::Backend backend = api::Backend::Unknown;
    std::string_view accelerator;
    std::string_view userId;
};

/**
 * One organisation's insight buckets: per UTC hour and instance, the compute billed, the part
 * of it billed under the auto-sleep threshold, the compute sleep did not bill, and the tokens
 * produced. The engine records every running and sleeping second; reports sum whole hours.
 */
class Insights final
{
public:
    struct Bucket
    {
        static constexpr std::string_view kSchema = "InsightBucket";
        std::int64_t hour = 0; ///< unix time of the hour's start
        std::string instanceId;
        api::Backend backend = api::Backend::Unknown;
        std::string accelerator;
        std::string userId;
        std::int64_t computeMicros = 0;
        std::int64_t idleMicros = 0;
        std::int64_t sleptMicros = 0;
        double tokens = 0;
        std::int64_t runningSeconds = 0;

        template <class S, class V>
        static void visit(S &s, V &v)
        {
            v("hour", s.hour);
            v("instance_id", s.instanceId, api::kId);
            v("backend", s.backend);
            v("accelerator", s.accelerator, api::kId);
            v("user_id", s.userId, api::kId);
            v("compute_micros", s.computeMicros);
            v("idle_micros", s.idleMicros);
            v("slept_micros", s.sleptMicros);
            v("tokens", s.tokens, api::Rule{.max = 1e18});
            // Absent in buckets written before the reference plan existed.
            v("running_seconds", s.runningSeconds, api::Rule{.absentIsDefault = true});
        }
    };
    using Key = std::pair<std::int64_t, std::string>; ///< (hour, instance id)

    /** Where an instance's seconds went last: the engine keeps one per instance, so that the
     *  seconds of the same hour find their bucket without a lookup. Any change that could
     *  invalidate it (a new hour, a commit clearing the dirty set, another Insights) makes the
     *  next call look up again; whoever moves the subject to another backend or accelerator
     *  resets it (Hint{}), so that the next call writes them into the bucket. */
    struct Hint
    {
        std::int64_t hour = -1;
        std::uint64_t generation = 0;
        Bucket *bucket = nullptr;
    };

    /// A running second at `t` that billed `billedMicros` of compute (`idle`: under the
    /// auto-sleep threshold) and produced `tokens`.
    void running(const InsightSubject &who,
                 std::int64_t t,
                 std::int64_t billedMicros,
                 bool idle,
                 double tokens,
                 Hint *hint = nullptr);
    /// A sleeping second at `t` of an instance whose compute costs `ratePerHourMicros`: what
    /// it would have billed, accrued as the ledger accrues (exact over every whole hour).
    void sleeping(const InsightSubject &who,
                  std::int64_t t,
                  std::int64_t ratePerHourMicros,
                  Hint *hint = nullptr);

    /// Compute not billed while asleep, over everything recorded.
    std::int64_t sleptMicros() const;

    /// What a report covers and compares with.
    struct Query
    {
        api::Timestamp from;
        api::Timestamp to;
        std::optional<std::string> userId;  ///< only this user's instances
        api::InsightReference reference;    ///< priced by the caller
        std::optional<api::UsageStep> step; ///< hour or day: also a series
    };

    /// The figures over the whole hours overlapping [from, to). Instances highest compute
    /// first; with a step, a series of points aligned to UTC hours or days.
    api::Insights report(const Query &query, const std::string &currency) const;

    // Persistence.
    const std::map<Key, Bucket> &buckets() const { return m_buckets; }
    const std::set<Key> &dirty() const { return m_dirty; }
    void clearDirty();
    void restore(Bucket bucket);

private:
    Bucket &at(const InsightSubject &who, std::int64_t t, Hint *hint);
    std::map<Key, Bucket> m_buckets;
    std::set<Key> m_dirty;
    /// Renewed whenever a hint may no longer be trusted (see Hint).
    UniqueTag m_tag;
};

} // namespace polychip::sim
