// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// A classroom: a teacher (an administrator) makes seats, each an organisation of its own with a
// trainee key and its own funds, and follows their progress through the lessons without access
// into them: the seats' keys are the trainees', the teacher reads a board.
#include "engine.h"
#include "messages.h"

#include <algorithm>
#include <cstdio>

namespace polychip::sim {

using messages::say;

namespace {

/// A class of at most this many seats a teacher: what one simulator serves on a small machine.
constexpr std::size_t kMaxSeats = 500;

/// "Seat 07" for the 7th seat of a class of up to 99; "Seat 007" beyond.
std::string seatNumber(std::size_t n, std::size_t width)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%0*zu", int(width), n);
    return buf;
}

} // namespace

std::vector<const Organisation *> Engine::seatsOf(const std::string &teacherOrg) const
{
    std::vector<const Org *> out;
    for (const auto &[id, o] : m_orgs) {
        if (o.teacher == teacherOrg)
            out.push_back(&o);
    }
    // In the order of their numbers: "-seat-99" before "-seat-100" (ids differ in width once
    // a class grew past 99 seats).
    std::sort(out.begin(), out.end(), [](const Organisation *a, const Organisation *b) {
        return std::pair(a->id.size(), a->id) < std::pair(b->id.size(), b->id);
    });
    return out;
}

api::Result<std::vector<SeatKey>> Engine::createSeats(const Caller &caller,
                                                      const api::SeatsCreate &request)
{
    const std::string &lang = caller.language;
    if (caller.role != api::Role::Admin)
        return apiError(
            403, "PERMISSION_DENIED",
            say(lang, "error.role_may_not",
                {messages::term(lang, "role", api::wireName(caller.role)), "createSeats"}));
    if (!org(caller.orgId).teacher.empty())
        return apiError(409, "CONFLICT", say(lang, "error.seat_teaches"));
    const std::size_t had = seatsOf(caller.orgId).size();
    if (request.count < 1 || had + std::size_t(request.count) > kMaxSeats)
        return invalidField(
            lang, "count",
            say(lang, "field.seats_count", {std::to_string(kMaxSeats), std::to_string(had)}));
    const std::size_t total = had + std::size_t(request.count);
    const std::size_t width = total < 100 ? 2 : 3;
    std::vector<SeatKey> made;
    for (std::size_t n = had + 1; n <= total; ++n) {
        const std::string number = seatNumber(n, width);
        const std::string seatId = caller.orgId + "-seat-" + number;
        Org &seat = org(seatId);
        seat.name = "Seat " + number;
        seat.teacher = caller.orgId;
        seat.seatCreatedAt = now().unixSeconds;
        seat.balanceMicros = kSimulatorPrepaidMicros;
        KeyRecord k;
        k.org = seatId;
        k.user = "trainee-" + number;
        k.role = api::Role::Trainee;
        k.keyId = "key_sim_" + std::to_string(m_nextId++);
        k.secret = randomSecret();
        k.label = seat.name;
        k.createdAt = now();
        k.createdBy = caller.userId;
        addKey(k);
        made.push_back({seatId, k});
    }
    api::AuditEntry entry;
    entry.action = "classroom.seats";
    addAudit(org(caller.orgId), caller, std::move(entry));
    return made;
}

std::vector<SeatKey> Engine::seatKeys(const std::string &teacherOrg) const
{
    std::vector<SeatKey> out;
    for (const Org *seat : seatsOf(teacherOrg)) {
        for (const auto &[id, k] : m_keys) {
            if (k.org == seat->id && k.role == api::Role::Trainee) {
                out.push_back({seat->id, k});
                break;
            }
        }
    }
    return out;
}

api::ClassroomSeat Engine::seatView(const Organisation &seat, const std::string &language) const
{
    api::ClassroomSeat out;
    out.id = seat.id;
    out.name = seat.name;
    out.madeAt = api::Timestamp{seat.seatCreatedAt};
    out.balanceMicros = seat.balanceMicros;
    std::string trainee;
    for (const auto &[id, k] : m_keys) {
        if (k.org != seat.id)
            continue;
        if (out.keyId.empty() || k.role == api::Role::Trainee) {
            out.keyId = id;
            trainee = k.user;
        }
        if (k.lastUsedAt && (!out.lastActivityAt || *out.lastActivityAt < *k.lastUsedAt))
            out.lastActivityAt = k.lastUsedAt;
    }
    // The lessons as the seat sees them, with the ones it completed before.
    const Caller as{seat.id, trainee, api::Role::Trainee, language};
    auto all = lessons(as);
    if (!language.empty() && m_catalog.text().file(language)) {
        for (api::Lesson &l : all)
            m_catalog.text().apply(language, l); // the names in the reader's language
    }
    for (const api::Lesson &l : all) {
        api::SeatLesson s;
        s.lessonId = l.id;
        s.name = l.name;
        s.objectivesTotal = std::int64_t(l.objectives.size());
        const auto done
            = std::find_if(seat.completedLessons.begin(), seat.completedLessons.end(),
                           [&](const CompletedLesson &c) { return c.lessonId == l.id; });
        if (l.active && l.startedAt) {
            s.objectivesDone = std::count_if(
                l.objectives.begin(), l.objectives.end(),
                [](const api::Objective &o) { return o.state == api::ObjectiveState::Done; });
            s.startedAt = l.startedAt;
            s.completedAt = l.completedAt;
            s.seconds
                = (l.completedAt ? *l.completedAt : now()).unixSeconds - l.startedAt->unixSeconds;
            s.spentMicros = l.spentMicros;
        } else if (done != seat.completedLessons.end()) {
            s.objectivesDone = s.objectivesTotal;
            s.startedAt = api::Timestamp{done->startedAt};
            s.completedAt = api::Timestamp{done->completedAt};
            s.seconds = done->completedAt - done->startedAt;
            s.spentMicros = done->spentMicros;
        }
        out.lessons.push_back(std::move(s));
    }
    return out;
}

api::Result<std::vector<api::ClassroomSeat>> Engine::seats(const Caller &caller) const
{
    if (caller.role != api::Role::Admin)
        return apiError(403, "PERMISSION_DENIED",
                        say(caller.language, "error.role_may_not",
                            {messages::term(caller.language, "role", api::wireName(caller.role)),
                             "listSeats"}));
    std::vector<api::ClassroomSeat> out;
    for (const Org *seat : seatsOf(caller.orgId))
        out.push_back(seatView(*seat, caller.language));
    return out;
}

api::Result<api::ClassroomSeat> Engine::resetSeat(const Caller &caller, const std::string &seatId)
{
    const Org *seat = findOrg(seatId);
    if (caller.role != api::Role::Admin || !seat || seat->teacher != caller.orgId)
        return notFound(caller.language, "seat", seatId);
    Org &o = org(seatId);
    o.completedLessons.clear();
    resetOrganization(seatId);
    return seatView(o, caller.language);
}

} // namespace polychip::sim

namespace polychip::sim {

api::Result<Engine::Classroom> Engine::setUpClassroom(std::size_t seatCount)
{
    // The teacher's organisation and key: made once, kept through restarts.
    const std::string teacherOrg = "classroom";
    const std::string teacherKey = "key_sim_teacher";
    if (!m_keys.contains(teacherKey) && !m_revokedForGood.contains(teacherKey)) {
        Org &o = org(teacherOrg);
        o.name = "Classroom";
        KeyRecord k;
        k.org = teacherOrg;
        k.user = "teacher";
        k.role = api::Role::Admin;
        k.keyId = teacherKey;
        k.secret = randomSecret();
        k.label = "Teacher";
        k.createdAt = now();
        addKey(k);
    }
    const Caller teacher{teacherOrg, "teacher", api::Role::Admin};
    const std::size_t had = seatsOf(teacherOrg).size();
    if (seatCount > had) {
        auto made = createSeats(teacher, {std::int64_t(seatCount - had)});
        if (!made)
            return made.error();
    }
    // The teacher's key, or another administrator key of the class when it was revoked.
    const auto admin = std::find_if(m_keys.begin(), m_keys.end(), [&](const auto &k) {
        return k.second.org == teacherOrg && k.second.role == api::Role::Admin
               && !expired(k.second, now());
    });
    if (admin == m_keys.end())
        return apiError(409, "CONFLICT",
                        "the class has no administrator key that works: its teacher's key was "
                        "revoked and no other was made");
    return Classroom{admin->second, seatKeys(teacherOrg)};
}

} // namespace polychip::sim
