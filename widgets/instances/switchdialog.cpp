// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "switchdialog.h"

#include "kit/colors.h"
#include "kit/viewkeys.h"

#include "apiclient.h"
#include "kit/displaytext.h"
#include "kit/errortext.h"
#include "launch/launchwizard.h"
#include "launch/quoter.h"
#include "launch/quotetablemodel.h"
#include "launchplan.h"
#include "operations.h"
#include "session.h"

#include "api/lifecycle.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace polychip::ui {

namespace {

enum Row { PriceRow, TokensRow, PerMillionRow, MemoryRow, RowCount };

} // namespace

SwitchDialog::SwitchDialog(client::ApiClient &client,
                           client::Session &session,
                           const std::string &instanceId,
                           QWidget *parent)
    : QDialog(parent)
    , m_client(client)
    , m_session(session)
    , m_instanceId(instanceId)
    , m_now(new Quoter(this))
    , m_after(new Quoter(this))
    , m_header(new QLabel(this))
    , m_backend(new QComboBox(this))
    , m_accelerator(new QComboBox(this))
    , m_count(new QComboBox(this))
    , m_targetLabel(new QLabel(this))
    , m_countNote(new QLabel(this))
    , m_capacity(new QLabel(this))
    , m_comparison(new QTableWidget(RowCount, 2, this))
    , m_inherits(new QLabel(this))
    , m_compat(new QLabel(this))
    , m_estimate(new QLabel(this))
    , m_status(new QLabel(this))
    , m_stages(new QListWidget(this))
    , m_progress(new QProgressBar(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Close, this))
{
    setUpWidgets();
    layOut();
    connectTarget();
    followTheSwitch();
    quoteWhatRuns();
    retranslate();
    fillBackends();
    resize(760, 640);
}

SwitchDialog::~SwitchDialog() = default;

void SwitchDialog::setUpWidgets()
{
    setObjectName(QStringLiteral("switchDialog"));
    m_header->setObjectName(QStringLiteral("switchHeader"));
    m_header->setWordWrap(true);
    m_header->setTextFormat(Qt::PlainText);
    m_backend->setObjectName(QStringLiteral("switchBackend"));
    m_accelerator->setObjectName(QStringLiteral("switchAccelerator"));
    m_count->setObjectName(QStringLiteral("switchCount"));
    m_countNote->setObjectName(QStringLiteral("switchCountNote"));
    m_countNote->setWordWrap(true);
    m_countNote->setTextFormat(Qt::PlainText);
    m_countNote->hide();
    m_capacity->setObjectName(QStringLiteral("switchCapacity"));
    m_capacity->setWordWrap(true);
    m_capacity->setTextFormat(Qt::PlainText);
    m_capacity->hide();
    m_comparison->setObjectName(QStringLiteral("switchComparison"));
    m_comparison->setEditTriggers(QAbstractItemView::NoEditTriggers);
    setUpViewKeys(m_comparison); // Tab moves on, the arrows move within; the focus is seen
    m_comparison->setSelectionMode(QAbstractItemView::NoSelection);
    m_comparison->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_comparison->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_comparison->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_comparison->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_inherits->setObjectName(QStringLiteral("switchInherits"));
    m_inherits->setWordWrap(true);
    m_inherits->setTextFormat(Qt::RichText);
    m_compat->setObjectName(QStringLiteral("switchCompat"));
    m_compat->setWordWrap(true);
    m_estimate->setObjectName(QStringLiteral("switchEstimate"));
    m_estimate->setWordWrap(true);
    m_status->setObjectName(QStringLiteral("switchStatus"));
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    m_stages->setObjectName(QStringLiteral("switchStages"));
    m_stages->setMaximumHeight(130);
    m_stages->hide();
    m_progress->setObjectName(QStringLiteral("switchProgress"));
    m_progress->setRange(0, 100);
    m_progress->hide();
    m_switch = m_buttons->addButton(QString(), QDialogButtonBox::AcceptRole);
    m_switch->setObjectName(QStringLiteral("switchButton"));
    m_switch->setDefault(true);
    m_background = m_buttons->addButton(QString(), QDialogButtonBox::RejectRole);
    m_background->setObjectName(QStringLiteral("backgroundButton"));
    m_background->hide();
    m_buttons->button(QDialogButtonBox::Close)->setObjectName(QStringLiteral("closeButton"));
    m_targetLabel->setBuddy(m_backend);
}

void SwitchDialog::layOut()
{
    auto *target = new QHBoxLayout;
    target->addWidget(m_targetLabel);
    target->addWidget(m_backend);
    target->addWidget(m_accelerator, 1);
    target->addWidget(m_count);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_header);
    layout->addLayout(target);
    layout->addWidget(m_countNote);
    layout->addWidget(m_comparison);
    layout->addWidget(m_capacity);
    layout->addWidget(m_inherits);
    layout->addWidget(m_compat);
    layout->addWidget(m_estimate);
    layout->addWidget(m_stages);
    layout->addWidget(m_progress);
    layout->addWidget(m_status);
    layout->addStretch(1);
    layout->addWidget(m_buttons);
}

void SwitchDialog::connectTarget()
{
    m_now->setClient(&m_client);
    m_after->setClient(&m_client);
    m_now->setDelay(0);
    connect(m_now, &Quoter::updated, this, &SwitchDialog::updateComparison);
    connect(m_after, &Quoter::updated, this, &SwitchDialog::updateComparison);
    connect(m_after, &Quoter::busyChanged, this, &SwitchDialog::updateButtons);
    connect(m_backend, &QComboBox::currentIndexChanged, this, [this] {
        fillAccelerators();
        onTargetChanged();
    });
    connect(m_accelerator, &QComboBox::currentIndexChanged, this, [this] {
        fillCounts();
        onTargetChanged();
    });
    connect(m_count, &QComboBox::currentIndexChanged, this, &SwitchDialog::onTargetChanged);
    connect(m_switch, &QPushButton::clicked, this, &SwitchDialog::startSwitch);
    connect(m_background, &QPushButton::clicked, this, &QDialog::reject);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

void SwitchDialog::followTheSwitch()
{
    m_poll.setInterval(2000);
    connect(&m_poll, &QTimer::timeout, this, [this] {
        if (m_operationId.empty() || m_finished)
            return;
        m_client.call(client::ops::getOperation(m_operationId), this,
                      [this](api::Result<api::Operation> r) {
                          if (r && (!m_op || r.value().revision >= m_op->revision)) {
                              m_op = std::move(r.value());
                              follow();
                          }
                      });
    });
    connect(&m_session.instances(), &client::InstanceStore::operationChanged, this,
            [this](const std::string &id) {
                if (id == m_operationId)
                    follow();
            });
    connect(&m_session.instances(), &client::InstanceStore::instanceChanged, this,
            [this](const std::string &id) {
                if (id != m_instanceId)
                    return;
                if (!m_operationId.empty())
                    follow();
                else if (!m_sending)
                    updateButtons();
            });
    connect(&m_session.instances(), &client::InstanceStore::instanceRemoved, this,
            [this](const std::string &id) {
                if (id == m_instanceId)
                    reject();
            });
}

void SwitchDialog::quoteWhatRuns()
{
    if (const api::Instance *i = instance()) {
        m_stepBefore = i->live.step;
        m_backendBefore = i->backend;
        api::LaunchSpec now;
        now.name = i->name;
        now.templateId = i->templateId;
        now.modelId = i->modelId;
        now.backend = i->backend;
        now.accelerator = i->accelerator;
        now.count = i->count;
        m_now->request(now);
        if (i->modelId) {
            m_client.call(client::ops::getModel(*i->modelId), this,
                          [this](api::Result<api::Model> r) {
                              if (r)
                                  m_modelParamsB = r.value().paramsB;
                              updateInfo();
                          });
        }
    }
}

void SwitchDialog::abandon()
{
    m_poll.stop();
    m_now->setClient(nullptr);
    m_after->setClient(nullptr);
    m_finished = true;
    close();
}

const api::Instance *SwitchDialog::instance() const
{
    return m_session.instances().find(m_instanceId);
}

void SwitchDialog::retranslate()
{
    setWindowTitle(tr("Switch backend"));
    m_targetLabel->setText(tr("&To:"));
    m_switch->setText(tr("&Switch"));
    m_switch->setToolTip(tr("Checkpoint, snapshot, provision the target, restore and resume"));
    m_background->setText(tr("Run in &background"));
    m_background->setToolTip(tr("Close this window; the switch goes on and the instance list "
                                "shows its progress"));
    m_comparison->setHorizontalHeaderLabels({tr("Now"), tr("After the switch")});
    m_accelerator->setAccessibleName(tr("Accelerator"));
    m_count->setAccessibleName(tr("Chip count"));
    m_comparison->setAccessibleName(tr("Now and after the switch"));
    m_comparison->setVerticalHeaderLabels(
        {tr("Price per hour"), tr("Tokens/s"), tr("Cost per 1M tokens"), tr("Memory")});
    if (const api::Instance *i = instance()) {
        m_header->setText(
            tr("Move “%1” from %2 × %3 (%4), keeping its checkpoint, to:")
                .arg(QString::fromStdString(i->name))
                .arg(i->count)
                .arg(acceleratorName(&m_session, i->accelerator), backendText(i->backend)));
    }
    updateComparison();
    updateInfo();
    updateButtons();
}

void SwitchDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

const api::Template *SwitchDialog::instanceTemplate() const
{
    const api::Instance *i = instance();
    return i && i->templateId ? m_session.catalog().findTemplate(*i->templateId) : nullptr;
}

void SwitchDialog::fillBackends()
{
    const api::Instance *i = instance();
    const QSignalBlocker block(m_backend);
    m_backend->clear();
    for (const auto b :
         client::offeredBackends(m_session.catalog().accelerators(), instanceTemplate()))
        m_backend->addItem(backendText(b), int(b));
    // Default: the first backend that is not the current one (the point of the dialog).
    int index = 0;
    for (int k = 0; k < m_backend->count(); ++k) {
        if (!i || api::Backend(m_backend->itemData(k).toInt()) != i->backend) {
            index = k;
            break;
        }
    }
    m_backend->setCurrentIndex(index);
    fillAccelerators();
    onTargetChanged();
}

void SwitchDialog::fillAccelerators()
{
    const auto backend = api::Backend(m_backend->currentData().toInt());
    const QSignalBlocker block(m_accelerator);
    m_accelerator->clear();
    for (const auto &id : client::offeredAccelerators(m_session.catalog().accelerators(),
                                                      instanceTemplate(), backend))
        m_accelerator->addItem(acceleratorName(&m_session, id), QString::fromStdString(id));
    fillCounts();
}

void SwitchDialog::fillCounts()
{
    const api::Instance *i = instance();
    const api::Accelerator *a
        = m_session.catalog().accelerator(m_accelerator->currentData().toString().toStdString());
    const QSignalBlocker block(m_count);
    const qlonglong previous = m_count->currentData().toLongLong();
    m_count->clear();
    if (!a)
        return;
    for (auto n : client::offeredCounts(*a, instanceTemplate()))
        m_count->addItem(QString::number(n), qlonglong(n));
    int index = m_count->findData(previous);
    if (index < 0 && i) {
        // The count it runs with now; else the smallest offered above it, else the largest.
        for (int k = 0; k < m_count->count() && index < 0; ++k) {
            if (m_count->itemData(k).toLongLong() >= i->count)
                index = k;
        }
        if (index < 0)
            index = m_count->count() - 1;
    }
    m_count->setCurrentIndex(std::max(0, index));
}

bool SwitchDialog::targetQuoted() const
{
    const auto &quoted = m_after->spec();
    return quoted && m_after->quote()
           && quoted->accelerator
                  == std::optional(m_accelerator->currentData().toString().toStdString())
           && quoted->count == std::optional<std::int64_t>(m_count->currentData().toLongLong());
}

void SwitchDialog::updateTargetNotes()
{
    const api::Instance *i = instance();
    const std::string accelerator = m_accelerator->currentData().toString().toStdString();
    const qlonglong count = m_count->currentData().toLongLong();
    // The count: said whenever the chip changes, kept or not.
    QString countNote;
    if (i && m_count->currentIndex() >= 0 && accelerator != i->accelerator) {
        const QString chip = m_accelerator->currentText();
        if (count == i->count)
            countNote
                = tr("Kept the count it runs with now: %n chip(s) of %1.", nullptr, int(count))
                      .arg(chip);
        else if (m_count->findData(qlonglong(i->count)) < 0)
            countNote = tr("%1 is not offered as %2 chips (the count it runs with now): %3 chosen, "
                           "the nearest offered.")
                            .arg(chip)
                            .arg(i->count)
                            .arg(count);
        else
            countNote = tr("%n chip(s) of %1, where it runs %2 now.", nullptr, int(count))
                            .arg(chip)
                            .arg(i->count);
    }
    m_countNote->setText(countNote);
    m_countNote->setVisible(!countNote.isEmpty());

    // Capacity: a switch does not wait for chips; without them it stops before it moves anything.
    QString capacity;
    if (targetQuoted() && !m_after->busy()) {
        const api::QuoteOption &p = m_after->quote()->placement;
        if (p.queues || p.available < count)
            capacity = tr("Not enough free capacity now: %1 of %2 %3 free in %4. The switch "
                          "would stop at “%5” and “%6” would stay where it runs; try later or "
                          "choose another target.")
                           .arg(p.available)
                           .arg(count)
                           .arg(m_accelerator->currentText(), QString::fromStdString(p.region),
                                stageText("provision_target"),
                                i ? QString::fromStdString(i->name) : QString());
    }
    m_capacity->setText(capacity);
    m_capacity->setVisible(!capacity.isEmpty());
    setTextTone(m_capacity, TextTone::Warning);
}

void SwitchDialog::setTarget(api::Backend backend,
                             const std::string &accelerator,
                             std::int64_t count)
{
    m_backend->setCurrentIndex(std::max(0, m_backend->findData(int(backend))));
    m_accelerator->setCurrentIndex(
        std::max(0, m_accelerator->findData(QString::fromStdString(accelerator))));
    m_count->setCurrentIndex(std::max(0, m_count->findData(qlonglong(count))));
    onTargetChanged();
}

void SwitchDialog::onTargetChanged()
{
    m_refusal.clear();
    const api::Instance *i = instance();
    if (!i || m_accelerator->currentIndex() < 0 || m_count->currentIndex() < 0) {
        updateButtons();
        return;
    }
    api::LaunchSpec after;
    after.name = i->name;
    after.templateId = i->templateId;
    after.modelId = i->modelId;
    after.backend = api::Backend(m_backend->currentData().toInt());
    after.accelerator = m_accelerator->currentData().toString().toStdString();
    after.count = m_count->currentData().toLongLong();
    m_after->request(after);
    updateTargetNotes();
    updateInfo();
    updateButtons();
}

void SwitchDialog::updateComparison()
{
    const QString cur = QString::fromStdString(m_session.billing().currency());
    const auto column = [&](int c, const Quoter *q) {
        const auto set = [&](int r, const QString &text) {
            auto *item = new QTableWidgetItem(text);
            item->setTextAlignment(Qt::AlignCenter);
            m_comparison->setItem(r, c, item);
        };
        if (q->busy() || !q->quote()) {
            const QString text = q->error() ? errorText(*q->error()) : tr("…");
            for (int r = 0; r < RowCount; ++r)
                set(r, r == 0 ? text : QString());
            if (q->error())
                m_comparison->item(0, c)->setToolTip(errorDetails(*q->error()));
            return;
        }
        const api::QuoteOption &p = q->quote()->placement;
        set(PriceRow, formatMoney(p.pricePerHourMicros, cur));
        set(TokensRow, p.tokensPerS > 0 ? formatNumber(p.tokensPerS, 0) : tr("—"));
        const auto perMillion = client::costPerMillionTokens(p.pricePerHourMicros, p.tokensPerS);
        set(PerMillionRow, perMillion ? formatMoney(*perMillion, cur) : tr("—"));
        set(MemoryRow, memoryFitText(p.memoryFit));
        if (!p.memoryFit.fits)
            m_comparison->item(MemoryRow, c)->setForeground(textColor(TextTone::Error));
    };
    column(0, m_now);
    column(1, m_after);
    updateTargetNotes();
    updateButtons();
}

void SwitchDialog::updateInfo()
{
    const api::Instance *i = instance();
    if (!i)
        return;
    // What comes along.
    QStringList items;
    items << tr("the checkpoint at step %1 (a snapshot is taken first)").arg(i->live.step);
    QStringList volumes;
    for (const auto &id : i->volumeIds) {
        const api::Volume *v = m_session.storage().volume(id);
        volumes << QString::fromStdString(v ? v->name : id);
    }
    items << (volumes.isEmpty() ? tr("no volumes attached")
                                : tr("volumes: %1").arg(volumes.join(QStringLiteral(", "))));
    QStringList labels;
    for (const auto &[k, v] : i->labels)
        labels << QString::fromStdString(k + "=" + v);
    items << (labels.isEmpty() ? tr("no labels")
                               : tr("labels: %1").arg(labels.join(QStringLiteral(", "))));
    items << tr("auto-sleep and the scheduled stop, as set");
    QString html = tr("Inherited:") + QStringLiteral("<ul style='margin:0'>");
    for (const QString &item : items)
        html += QStringLiteral("<li>%1</li>").arg(item.toHtmlEscaped());
    html += QStringLiteral("</ul>");
    m_inherits->setText(html);

    // The checkpoint format: the last snapshot's, or the one the switch will write.
    const api::Snapshot *last = m_session.storage().newest(i->snapshotIds, false);
    const auto target = api::Backend(m_backend->currentData().toInt());
    if (last && !last->backendNeutral) {
        m_compat->setText(
            tr("Checkpoint format: the last snapshot (%1) is specific to %2; the "
               "switch writes a new backend-neutral checkpoint first, which %3 loads.")
                .arg(snapshotTitle(&m_session, *last), backendText(last->backend),
                     backendText(target)));
    } else {
        m_compat->setText(tr("Checkpoint format: backend-neutral, %1 loads it as it is.")
                              .arg(backendText(target)));
    }

    // How long: from the checkpoint size (the last snapshot's, or the model's).
    const api::Template *t = instanceTemplate();
    double gib = last ? last->sizeGib
                      : client::checkpointGib(t ? t->kind : api::WorkloadKind::Finetune,
                                              m_modelParamsB.value_or(0));
    const std::int64_t seconds
        = client::estimateSwitchSeconds(gib, target, i->state == api::InstanceState::Running);
    m_estimate->setText(tr("Estimated migration: about %1 (a %2 GiB checkpoint). The instance "
                           "is not billed for compute while it is moved.")
                            .arg(formatDuration(seconds), formatNumber(gib, 0)));
}

void SwitchDialog::updateButtons()
{
    const api::Instance *i = instance();
    QString why;
    if (!i)
        why = tr("The instance is gone.");
    else if (!api::stateDuring(i->state, api::InstanceAction::Switch) && m_operationId.empty())
        why = tr("“%1” cannot switch while it is %2: only running or stopped instances can.")
                  .arg(QString::fromStdString(i->name), stateText(i->state));
    else if (m_count->currentIndex() >= 0
             && m_accelerator->currentData().toString().toStdString() == i->accelerator
             && m_count->currentData().toLongLong() == i->count)
        why = tr("That is where it runs now: choose another backend, accelerator or count.");
    else if (m_after->quote() && !m_after->busy() && !m_after->quote()->placement.memoryFit.fits)
        why = tr("It would not fit: %1.").arg(memoryFitText(m_after->quote()->placement.memoryFit));
    // The rules of the target alone (its backend, chip, price): the platform checks what else
    // runs as the owner's, leaving this instance out, which a quote cannot say.
    else if (m_after->quote() && !m_after->busy()
             && m_after->quote()->placement.ruledOutBy.value_or("") != "max_running_price"
             && m_after->quote()->placement.ruledOutBy)
        why = tr("The organisation's policies do not allow this target, and the platform would "
                 "refuse the switch: %1")
                  .arg(QString::fromStdString(m_after->quote()->placement.reason));
    const bool running = !m_operationId.empty() || m_sending;
    // The figures on screen must be those of the target chosen.
    m_switch->setEnabled(!running && why.isEmpty() && !m_after->busy() && targetQuoted());
    m_switch->setVisible(!running || m_finished);
    if (m_finished)
        m_switch->setEnabled(false);
    m_switch->setToolTip(!why.isEmpty()                  ? why
                         : !m_capacity->text().isEmpty() ? m_capacity->text()
                                                         : tr("Checkpoint, snapshot, provision the "
                                                              "target, restore and resume"));
    m_backend->setEnabled(!running);
    m_accelerator->setEnabled(!running);
    m_count->setEnabled(!running);
    if (!running && m_refusal.isEmpty()) {
        m_status->setText(why);
        setTextTone(m_status, TextTone::Normal);
    }
}

void SwitchDialog::startSwitch()
{
    const api::Instance *i = instance();
    if (!i || m_sending || !m_operationId.empty())
        return;
    api::SwitchRequest request;
    request.backend = api::Backend(m_backend->currentData().toInt());
    request.accelerator = m_accelerator->currentData().toString().toStdString();
    request.count = m_count->currentData().toLongLong();
    m_stepBefore = i->live.step;
    m_backendBefore = i->backend;
    m_sending = true;
    m_status->setText(tr("Asking the platform to switch…"));
    updateButtons();

    m_stages->clear();
    QStringList stages;
    if (i->state == api::InstanceState::Running)
        stages << QStringLiteral("checkpoint");
    stages << QStringLiteral("snapshot") << QStringLiteral("provision_target")
           << QStringLiteral("restore") << QStringLiteral("resume");
    for (const QString &s : stages) {
        auto *item = new QListWidgetItem(stageText(s.toStdString()), m_stages);
        item->setData(Qt::UserRole, s);
    }
    m_client.call(client::ops::switchInstance(m_instanceId, request), this,
                  [this](api::Result<api::InstanceOperation> r) {
                      m_sending = false;
                      if (!r) {
                          m_stages->clear();
                          const QString refused = tr("The platform refused the switch: %1. "
                                                     "Nothing changed.")
                                                      .arg(errorText(r.error()));
                          m_status->setToolTip(errorDetails(r.error()));
                          m_refusal = refused; // stays until another target is chosen
                          updateButtons();
                          m_status->setText(refused);
                          setTextTone(m_status, TextTone::Error);
                          return;
                      }
                      m_operationId = r.value().operation
                                          ? r.value().operation->id
                                          : r.value().instance.operationId.value_or("");
                      if (r.value().operation)
                          m_op = r.value().operation;
                      m_poll.start();
                      m_stages->show();
                      m_progress->show();
                      m_background->show();
                      m_buttons->button(QDialogButtonBox::Close)->hide();
                      updateButtons();
                      follow();
                  });
}

void SwitchDialog::follow()
{
    if (m_finished)
        return;
    // The event stream brings the operation; a poll covers a stream that missed it.
    const api::Operation *op = m_session.instances().operation(m_operationId);
    if (op && (!m_op || op->revision >= m_op->revision))
        m_op = *op;
    const api::Instance *i = instance();
    if (!m_op) {
        m_status->setText(tr("Switching…"));
        return;
    }
    const api::Operation &o = *m_op;
    m_progress->setValue(int(o.progressPct));
    int current = -1;
    for (int k = 0; k < m_stages->count(); ++k) {
        if (m_stages->item(k)->data(Qt::UserRole).toString().toStdString() == o.stage)
            current = k;
    }
    for (int k = 0; k < m_stages->count(); ++k) {
        QListWidgetItem *item = m_stages->item(k);
        const std::string stage = item->data(Qt::UserRole).toString().toStdString();
        QString mark = QStringLiteral("○ "); // still to come
        if ((o.done && !o.error) || k < current)
            mark = QStringLiteral("✓ ");
        else if (k == current)
            mark = o.error ? QStringLiteral("✗ ") : QStringLiteral("▶ ");
        item->setText(mark + stageText(stage));
    }
    if (!o.done) {
        m_status->setText(tr("%1 (%2 %)").arg(stageText(o.stage), formatNumber(o.progressPct, 0)));
        setTextTone(m_status, TextTone::Normal);
        return;
    }
    m_finished = true;
    m_poll.stop();
    m_background->hide();
    m_buttons->button(QDialogButtonBox::Close)->show();
    QString message;
    if (o.error) {
        message = tr("The switch failed while “%1”: %2 “%3” is back on %4 where it was, with its "
                     "checkpoint and volumes; nothing was lost.")
                      .arg(stageText(o.stage), errorText(operationError(*o.error)),
                           i ? QString::fromStdString(i->name) : QString(),
                           backendText(m_backendBefore));
        setTextTone(m_status, TextTone::Error);
    } else {
        message = tr("Switched: “%1” now runs on %2 × %3 (%4) and continues from step %5.")
                      .arg(i ? QString::fromStdString(i->name) : QString())
                      .arg(i ? i->count : 0)
                      .arg(i ? acceleratorName(&m_session, i->accelerator) : QString(),
                           i ? backendText(i->backend) : QString())
                      .arg(m_stepBefore);
        m_progress->setValue(100);
        setTextTone(m_status, TextTone::Normal);
    }
    m_status->setText(message);
    updateButtons();
    Q_EMIT finishedSwitch(!o.error, message);
}

} // namespace polychip::ui
