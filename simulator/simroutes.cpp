// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// Simulator control: the clock, faults, scenarios, lessons and reset.
#include "handlerkit.h"

namespace polychip::sim {

namespace {

api::Clock clockOf(Engine &e)
{
    return api::Clock{e.now(), e.clock().speed(), e.clock().paused()};
}

} // namespace

void addSimulatorRoutes(Handlers &h)
{
    h["getSimClock"] = [](Context &c) { return json(c.host.locked(clockOf)); };
    h["setSimClock"] = [](Context &c) {
        const auto update = body<api::ClockUpdate>(c);
        return json(c.host.mutate([&](Engine &e) {
            if (update.now && *update.now < e.now())
                throw invalid("now", "the clock only moves forward");
            if (update.now)
                e.advance(update.now->unixSeconds - e.now().unixSeconds);
            if (update.speed)
                e.clock().setSpeed(*update.speed);
            if (update.paused)
                e.clock().setPaused(*update.paused);
            return clockOf(e);
        }));
    };
    h["advanceSimClock"] = [](Context &c) {
        const auto request = body<api::ClockAdvance>(c);
        return json(c.host.mutate([&](Engine &e) {
            e.advance(request.seconds);
            return clockOf(e);
        }));
    };
    h["getSimFaults"]
        = [](Context &c) { return json(c.host.locked([](Engine &e) { return e.faults(); })); };
    h["setSimFaults"] = [](Context &c) {
        const auto faults = body<api::Faults>(c);
        return json(c.host.mutate([&](Engine &e) {
            if (auto checked = e.catalog().checkFaults(faults); !checked)
                throw invalid(checked.error().field, checked.error().message);
            e.changeFaults(faults);
            return e.faults();
        }));
    };
    h["listSimScenarios"] = [](Context &c) {
        return c.host.locked([&](Engine &e) {
            auto scenarios = e.scenarios(c.caller);
            localize(c, e, scenarios);
            return json(page(c, e, scenarios));
        });
    };
    h["listSimLessons"] = [](Context &c) {
        return c.host.locked([&](Engine &e) {
            auto lessons = e.lessons(c.caller);
            localize(c, e, lessons);
            return json(page(c, e, lessons));
        });
    };
    h["getSimLesson"] = [](Context &c) {
        return c.host.locked([&](Engine &e) {
            auto lessons = e.lessons(c.caller);
            localize(c, e, lessons);
            return json(byId(c.caller.language, lessons, c.param(1), "lesson"));
        });
    };
    // Starting (again) and leaving a lesson answer with the lesson as the caller now sees it.
    const auto lessonIn = [](Context &c, Engine &e, api::Result<api::Lesson> lesson) {
        if (lesson) {
            std::vector<api::Lesson> one{std::move(lesson).value()};
            localize(c, e, one);
            lesson = std::move(one.front());
        }
        return lesson;
    };
    h["startSimLesson"] = [lessonIn](Context &c) {
        return reply(c.host.mutateWhole(
            [&](const Engine &e) { return e.refuseLessonStart(c.caller, c.param(1)); },
            [&](Engine &e) { return lessonIn(c, e, e.startLesson(c.caller, c.param(1))); }));
    };
    h["leaveSimLesson"] = [lessonIn](Context &c) {
        return reply(c.host.mutate(
            [&](Engine &e) { return lessonIn(c, e, e.leaveLesson(c.caller, c.param(1))); }));
    };
    h["getSimState"] = [](Context &c) {
        return reply(c.host.locked([&](Engine &e) { return e.exportState(c.caller); }));
    };
    h["putSimState"] = [](Context &c) {
        const auto scenario = body<ScenarioFile>(c);
        return noContent(
            c.host.mutateWhole([&](Engine &e) { return e.importState(c.caller, scenario); }));
    };
    h["loadSimScenario"] = [](Context &c) {
        return noContent(
            c.host.mutateWhole([&](Engine &e) { return e.loadScenario(c.caller, c.param(1)); }));
    };
    h["resetSim"] = [](Context &c) {
        c.host.mutate([&](Engine &e) {
            e.resetOrganization(c.caller.orgId);
            return true;
        });
        return Reply{204, {}};
    };
}

} // namespace polychip::sim
