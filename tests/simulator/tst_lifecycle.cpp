// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "lifecycle.h"

#include <QTest>

using namespace polychip;
using api::InstanceState;
using sim::Action;

Q_DECLARE_METATYPE(InstanceState)
Q_DECLARE_METATYPE(sim::Action)

/** The API's state machine, every state against every action. */
class LifecycleTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyPair_data()
    {
        QTest::addColumn<InstanceState>("from");
        QTest::addColumn<Action>("action");
        QTest::addColumn<bool>("allowed");
        QTest::addColumn<InstanceState>("to");
        using S = InstanceState;
        // (from, action) -> state while the operation runs; absent pairs are CONFLICT.
        const std::map<std::pair<S, Action>, S> allowed{
            {{S::Running, Action::Stop}, S::Stopping},
            {{S::Sleeping, Action::Stop}, S::Stopping},
            {{S::Stopped, Action::Start}, S::Provisioning},
            {{S::Running, Action::Sleep}, S::Sleeping},
            {{S::Sleeping, Action::Wake}, S::Sleeping},
            {{S::Running, Action::Snapshot}, S::Running},
            {{S::Sleeping, Action::Snapshot}, S::Sleeping},
            {{S::Stopped, Action::Snapshot}, S::Stopped},
            {{S::Running, Action::Switch}, S::Switching},
            {{S::Stopped, Action::Switch}, S::Switching},
        };
        const Action actions[] = {Action::Stop,     Action::Start,  Action::Sleep, Action::Wake,
                                  Action::Snapshot, Action::Switch, Action::Delete};
        for (const auto &[state, stateName] : api::EnumInfo<InstanceState>::values) {
            for (const Action action : actions) {
                bool ok = false;
                S to = S::Unknown;
                if (action == Action::Delete) {
                    ok = state != S::Terminating && state != S::Terminated;
                    to = S::Terminating;
                } else if (const auto it = allowed.find({state, action}); it != allowed.end()) {
                    ok = true;
                    to = it->second;
                }
                QTest::addRow("%s-%s", stateName.data(), sim::actionName(action))
                    << state << action << ok << to;
            }
        }
    }

    void everyPair()
    {
        QFETCH(InstanceState, from);
        QFETCH(Action, action);
        QFETCH(bool, allowed);
        QFETCH(InstanceState, to);
        const auto result = sim::beginAction(from, action);
        QCOMPARE(result.ok(), allowed);
        if (allowed) {
            QCOMPARE(result.value(), to);
        } else {
            QCOMPARE(result.error().httpStatus, 409);
            QCOMPARE(result.error().code, std::string("CONFLICT"));
            // The message names the current state.
            QVERIFY(result.error().message.find(std::string(api::wireName(from)))
                    != std::string::npos);
        }
    }

    void capacityAndBilling()
    {
        QVERIFY(sim::holdsCapacity(InstanceState::Running));
        QVERIFY(sim::holdsCapacity(InstanceState::Sleeping)); // memory image kept for a 3 s wake
        QVERIFY(!sim::holdsCapacity(InstanceState::Stopped));
        QVERIFY(!sim::holdsCapacity(InstanceState::Pending));
        QVERIFY(sim::billsCompute(InstanceState::Running));
        QVERIFY(!sim::billsCompute(InstanceState::Sleeping));
        QVERIFY(!sim::billsCompute(InstanceState::Stopped));
    }
};

QTEST_GUILESS_MAIN(LifecycleTest)
#include "tst_lifecycle.moc"
