// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "budgetdialog.h"

#include "kit/colors.h"
#include "kit/displaytext.h"
#include "kit/windowfit.h"

#include "api/schemainfo.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <set>

namespace polychip::ui {

namespace {

constexpr double kMicrosPerUnit = 1e6;

api::Rule nameRule()
{
    return api::fieldRule<api::BudgetCreate>("name");
}

api::Rule amountRule()
{
    return api::fieldRule<api::BudgetCreate>("amount_micros");
}

api::Rule thresholdsRule()
{
    return api::fieldRule<api::BudgetCreate>("thresholds_pct");
}

api::Rule labelsRule()
{
    return api::fieldRule<api::BudgetScope>("labels");
}

QString percentText(double pct)
{
    return QLocale::c().toString(pct, 'g', 6);
}

} // namespace

BudgetDialog::BudgetDialog(const QString &currency, const api::Budget *budget, QWidget *parent)
    : QDialog(parent)
    , m_name(new QLineEdit(this))
    , m_amount(new QDoubleSpinBox(this))
    , m_whole(new QRadioButton(this))
    , m_byLabels(new QRadioButton(this))
    , m_scope(new QLineEdit(this))
    , m_thresholds(new QLineEdit(this))
    , m_action(new QComboBox(this))
    , m_actionHelp(new QLabel(this))
    , m_error(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
    , m_ok(m_buttons->button(QDialogButtonBox::Ok))
    , m_nameLabel(new QLabel(this))
    , m_amountLabel(new QLabel(this))
    , m_scopeLabel(new QLabel(this))
    , m_thresholdsLabel(new QLabel(this))
    , m_actionLabel(new QLabel(this))
{
    setObjectName(QStringLiteral("budgetDialog"));
    if (budget)
        m_base = *budget;
    m_name->setObjectName(QStringLiteral("budgetName"));
    m_name->setMaxLength(int(nameRule().maxLen)); // characters; validate() counts the bytes
    m_amount->setObjectName(QStringLiteral("budgetAmount"));
    m_amount->setDecimals(2);
    m_amount->setRange(std::max(0.01, amountRule().min / kMicrosPerUnit),
                       amountRule().max / kMicrosPerUnit);
    m_amount->setSuffix(QLatin1Char(' ') + currency);
    m_amount->setGroupSeparatorShown(true);
    m_amount->setValue(100);
    m_whole->setObjectName(QStringLiteral("budgetWholeOrg"));
    m_byLabels->setObjectName(QStringLiteral("budgetByLabels"));
    auto *scopeGroup = new QButtonGroup(this);
    scopeGroup->addButton(m_whole);
    scopeGroup->addButton(m_byLabels);
    m_whole->setChecked(true);
    m_scope->setObjectName(QStringLiteral("budgetScope"));
    m_thresholds->setObjectName(QStringLiteral("budgetThresholds"));
    m_thresholds->setText(QStringLiteral("50, 80, 100"));
    m_action->setObjectName(QStringLiteral("budgetAction"));
    m_action->addItem(QString(), int(api::BudgetAction::Notify));
    m_action->addItem(QString(), int(api::BudgetAction::Stop));
    m_actionHelp->setObjectName(QStringLiteral("budgetActionHelp"));
    m_actionHelp->setWordWrap(true);
    setMuted(m_actionHelp);
    m_error->setObjectName(QStringLiteral("budgetError"));
    m_error->setWordWrap(true);
    m_error->setTextFormat(Qt::PlainText); // may quote the platform's message
    setTextTone(m_error, TextTone::Error);
    m_ok->setObjectName(QStringLiteral("budgetOkButton"));

    auto *scopeBox = new QVBoxLayout;
    scopeBox->addWidget(m_whole);
    auto *labelsRow = new QHBoxLayout;
    labelsRow->addWidget(m_byLabels);
    labelsRow->addWidget(m_scope, 1);
    scopeBox->addLayout(labelsRow);
    auto *form = new QFormLayout;
    form->addRow(m_nameLabel, m_name);
    form->addRow(m_amountLabel, m_amount);
    form->addRow(m_scopeLabel, scopeBox);
    form->addRow(m_thresholdsLabel, m_thresholds);
    form->addRow(m_actionLabel, m_action);
    form->addRow(QString(), m_actionHelp);
    m_nameLabel->setBuddy(m_name);
    m_amountLabel->setBuddy(m_amount);
    m_thresholdsLabel->setBuddy(m_thresholds);
    m_actionLabel->setBuddy(m_action);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_error);
    layout->addStretch(1);
    layout->addWidget(m_buttons);

    if (m_base)
        write(formOf(*m_base));
    m_loaded = read();
    m_nameTouched = m_base.has_value();

    const auto edited = [this] {
        m_saveError.clear(); // what was refused was another text
        validate();
    };
    connect(m_name, &QLineEdit::textEdited, this, [this, edited] {
        m_nameTouched = true;
        edited();
    });
    connect(m_amount, &QDoubleSpinBox::valueChanged, this, edited);
    connect(m_whole, &QRadioButton::toggled, this, edited);
    connect(m_scope, &QLineEdit::textChanged, this, edited);
    connect(m_scope, &QLineEdit::textEdited, this, [this] { m_byLabels->setChecked(true); });
    connect(m_thresholds, &QLineEdit::textChanged, this, edited);
    connect(m_action, &QComboBox::currentIndexChanged, this, [this, edited] {
        retranslate(); // the action's explanation
        edited();
    });
    connect(m_buttons, &QDialogButtonBox::accepted, this, &BudgetDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &BudgetDialog::reject);
    retranslate();
    m_name->setFocus();
}

void BudgetDialog::retranslate()
{
    setWindowTitle(isNew() ? tr("New budget")
                           : tr("Edit the budget “%1”").arg(QString::fromStdString(m_base->name)));
    m_nameLabel->setText(tr("&Name:"));
    m_name->setToolTip(tr("A name to tell budgets apart in lists and alerts"));
    m_amountLabel->setText(tr("&Amount per month:"));
    m_amount->setToolTip(tr("What the scope may spend each calendar month (UTC); the spend "
                            "counts from the first of the month"));
    m_scopeLabel->setText(tr("Scope:"));
    m_whole->setText(tr("&Whole organisation"));
    m_whole->setToolTip(tr("Everything the organisation spends counts"));
    m_byLabels->setText(tr("Instances &labelled:"));
    m_byLabels->setToolTip(tr("Only instances that carry all of these labels count"));
    m_scope->setPlaceholderText(tr("team=nlp, project=x"));
    m_scope->setToolTip(tr("Labels as key=value, separated by commas: an instance counts when it "
                           "carries all of them"));
    m_thresholdsLabel->setText(tr("Alert at (%):"));
    m_thresholds->setToolTip(
        tr("Percentages of the amount at which an alert is raised, separated by commas; each "
           "from %1 to %2, at most %3")
            .arg(thresholdsRule().min)
            .arg(thresholdsRule().max)
            .arg(thresholdsRule().maxItems));
    m_actionLabel->setText(tr("At &100 %:"));
    m_action->setItemText(0, tr("Notify"));
    m_action->setItemData(0, tr("Raise an alert; nothing is stopped"), Qt::ToolTipRole);
    m_action->setItemText(1, tr("Stop at 100 %"));
    const QString stop = tr("Stops or sleeps the instances in scope with a checkpoint; never "
                            "deletes");
    m_action->setItemData(1, stop, Qt::ToolTipRole);
    m_action->setToolTip(tr("What happens when the spend reaches the amount"));
    m_actionHelp->setText(m_action->currentIndex() == 1
                              ? stop + QLatin1Char('.')
                              : tr("Alerts only: instances keep running past the amount."));
    m_ok->setText(isNew() ? tr("Create") : tr("Save"));
    validate();
}

void BudgetDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

BudgetDialog::Form BudgetDialog::read() const
{
    Form f;
    f.name = m_name->text();
    f.whole = m_whole->isChecked();
    f.scope = m_scope->text();
    f.amount = m_amount->value();
    f.thresholds = m_thresholds->text();
    f.action = api::BudgetAction(m_action->currentData().toInt());
    return f;
}

void BudgetDialog::write(const Form &f)
{
    m_name->setText(f.name);
    (f.whole ? m_whole : m_byLabels)->setChecked(true);
    m_scope->setText(f.scope);
    m_amount->setValue(f.amount);
    m_thresholds->setText(f.thresholds);
    m_action->setCurrentIndex(std::max(0, m_action->findData(int(f.action))));
}

BudgetDialog::Form BudgetDialog::formOf(const api::Budget &b)
{
    Form f;
    f.name = QString::fromStdString(b.name);
    f.whole = b.scope.labels.empty();
    f.scope = scopeText(b.scope.labels);
    f.amount = double(b.amountMicros) / kMicrosPerUnit;
    f.thresholds = thresholdsText(b.thresholdsPct);
    f.action
        = b.action == api::BudgetAction::Stop ? api::BudgetAction::Stop : api::BudgetAction::Notify;
    return f;
}

std::int64_t BudgetDialog::amountMicros() const
{
    // Two decimals: whole cents, exactly.
    return std::llround(m_amount->value() * 100) * std::int64_t(kMicrosPerUnit / 100);
}

std::optional<api::Labels> BudgetDialog::parseScope(const QString &text, QString *error)
{
    const api::Rule rule = labelsRule();
    api::Labels labels;
    for (const QString &raw : text.split(QLatin1Char(','))) {
        const QString part = raw.trimmed();
        if (part.isEmpty())
            continue;
        const qsizetype eq = part.indexOf(QLatin1Char('='));
        if (eq < 0) {
            *error = tr("“%1” is not a label: write key=value.").arg(excerpt(part));
            return std::nullopt;
        }
        const QString key = part.left(eq).trimmed();
        const QString value = part.mid(eq + 1).trimmed();
        if (key.isEmpty() || value.isEmpty()) {
            *error = tr("“%1” needs both a key and a value.").arg(excerpt(part));
            return std::nullopt;
        }
        const std::string k = key.toStdString();
        const std::string v = value.toStdString();
        if (k.size() > rule.maxLen || v.size() > rule.maxLen) {
            *error = tr("“%1” is too long: keys and values have at most %2 bytes.")
                         .arg(excerpt(part))
                         .arg(rule.maxLen);
            return std::nullopt;
        }
        if (!labels.emplace(k, v).second) {
            *error = tr("The label “%1” is given twice.").arg(excerpt(key));
            return std::nullopt;
        }
    }
    if (labels.empty()) {
        *error = tr("Name at least one label, such as team=nlp, or choose the whole "
                    "organisation.");
        return std::nullopt;
    }
    if (labels.size() > rule.maxItems) {
        *error = tr("At most %n labels.", nullptr, int(rule.maxItems));
        return std::nullopt;
    }
    return labels;
}

std::optional<std::vector<double>> BudgetDialog::parseThresholds(const QString &text,
                                                                 QString *error)
{
    const api::Rule rule = thresholdsRule();
    std::vector<double> out;
    std::set<double> seen;
    static const QRegularExpression separators(QStringLiteral("[,;\\s]+"));
    for (QString part : text.split(separators, Qt::SkipEmptyParts)) {
        if (part.endsWith(QLatin1Char('%')))
            part.chop(1);
        bool ok = false;
        double pct = QLocale::c().toDouble(part, &ok);
        if (!ok)
            pct = QLocale().toDouble(part, &ok);
        if (!ok || !std::isfinite(pct)) {
            *error = tr("“%1” is not a number: list percentages such as 50, 80, 100.")
                         .arg(excerpt(part));
            return std::nullopt;
        }
        if (pct < rule.min || pct > rule.max) {
            *error = tr("%1 % is out of range: each threshold is from %2 to %3 %.")
                         .arg(excerpt(part))
                         .arg(rule.min)
                         .arg(rule.max);
            return std::nullopt;
        }
        if (!seen.insert(pct).second) {
            *error = tr("%1 % is listed twice.").arg(part);
            return std::nullopt;
        }
        out.push_back(pct);
    }
    if (out.empty()) {
        *error = tr("List at least one threshold, such as 50, 80, 100.");
        return std::nullopt;
    }
    if (out.size() > rule.maxItems) {
        *error = tr("At most %n thresholds.", nullptr, int(rule.maxItems));
        return std::nullopt;
    }
    std::sort(out.begin(), out.end());
    return out;
}

QString BudgetDialog::scopeText(const api::Labels &labels)
{
    QStringList parts;
    for (const auto &[k, v] : labels)
        parts << QStringLiteral("%1=%2").arg(QString::fromStdString(k), QString::fromStdString(v));
    return parts.join(QStringLiteral(", "));
}

QString BudgetDialog::thresholdsText(const std::vector<double> &thresholds)
{
    QStringList parts;
    for (double t : thresholds)
        parts << percentText(t);
    return parts.join(QStringLiteral(", "));
}

QString BudgetDialog::validationError() const
{
    const QString name = m_name->text().trimmed();
    if (name.isEmpty())
        return tr("Give the budget a name.");
    if (std::size_t(name.toUtf8().size()) > nameRule().maxLen)
        return tr("The name is too long: at most %1 bytes.").arg(nameRule().maxLen);
    QString error;
    if (m_byLabels->isChecked() && !parseScope(m_scope->text(), &error))
        return error;
    if (!parseThresholds(m_thresholds->text(), &error))
        return error;
    return {};
}

void BudgetDialog::validate()
{
    const QString error = validationError();
    // An untouched empty name is not an error yet: OK is only disabled.
    const bool quiet = !m_nameTouched && m_name->text().trimmed().isEmpty();
    m_error->setText(!m_saveError.isEmpty() ? m_saveError : quiet ? QString() : error);
    const bool wasShown = m_error->isVisibleTo(this);
    m_error->setVisible(!m_error->text().isEmpty());
    if (isVisible() && (m_error->isVisibleTo(this) || wasShown))
        growToFit(this); // the message wraps: the fields keep their height
    m_ok->setEnabled(error.isEmpty() && !m_busy);
    m_ok->setToolTip(error.isEmpty() ? QString() : error);
}

api::BudgetCreate BudgetDialog::toCreate() const
{
    api::BudgetCreate c;
    c.name = m_name->text().trimmed().toStdString();
    QString ignored;
    if (m_byLabels->isChecked())
        c.scope = api::BudgetScope{parseScope(m_scope->text(), &ignored).value_or(api::Labels{})};
    c.amountMicros = amountMicros();
    c.period = api::BudgetPeriod::Month;
    c.thresholdsPct
        = parseThresholds(m_thresholds->text(), &ignored).value_or(std::vector<double>{});
    c.action = api::BudgetAction(m_action->currentData().toInt());
    return c;
}

api::BudgetPatch BudgetDialog::toPatch() const
{
    api::BudgetPatch p;
    if (!m_base)
        return p;
    const api::Budget &b = *m_base;
    QString ignored;
    const std::string name = m_name->text().trimmed().toStdString();
    if (name != b.name)
        p.name = name;
    const api::Labels labels = m_byLabels->isChecked()
                                   ? parseScope(m_scope->text(), &ignored).value_or(api::Labels{})
                                   : api::Labels{};
    if (labels != b.scope.labels)
        p.scope = api::BudgetScope{labels};
    // Against what was shown: an amount with fractions of a cent is not rounded by a save.
    if (m_amount->value() != m_loaded.amount)
        p.amountMicros = amountMicros();
    auto thresholds
        = parseThresholds(m_thresholds->text(), &ignored).value_or(std::vector<double>{});
    auto before = b.thresholdsPct;
    std::sort(before.begin(), before.end());
    if (thresholds != before)
        p.thresholdsPct = std::move(thresholds);
    const auto action = api::BudgetAction(m_action->currentData().toInt());
    if (action != b.action)
        p.action = action;
    return p;
}

bool BudgetDialog::isEmpty(const api::BudgetPatch &p)
{
    return !p.name && !p.scope && !p.amountMicros && !p.thresholdsPct && !p.action;
}

void BudgetDialog::setBase(const api::Budget &budget)
{
    const Form now = read();
    const Form fresh = formOf(budget);
    Form merged = now;
    if (now.name == m_loaded.name)
        merged.name = fresh.name;
    if (now.whole == m_loaded.whole && now.scope == m_loaded.scope) {
        merged.whole = fresh.whole;
        merged.scope = fresh.scope;
    }
    if (now.amount == m_loaded.amount)
        merged.amount = fresh.amount;
    if (now.thresholds == m_loaded.thresholds)
        merged.thresholds = fresh.thresholds;
    if (now.action == m_loaded.action)
        merged.action = fresh.action;
    m_base = budget;
    const QString saveError = m_saveError; // kept: it says why the fields changed
    write(merged);
    m_loaded = fresh;
    m_saveError = saveError;
    retranslate();
}

void BudgetDialog::setBusy(bool busy)
{
    m_busy = busy;
    validate();
}

void BudgetDialog::showError(const QString &text, const QString &details)
{
    m_saveError = text;
    m_error->setToolTip(details);
    validate();
}

void BudgetDialog::accept()
{
    if (m_busy || !validationError().isEmpty()) {
        m_nameTouched = true;
        validate();
        return;
    }
    m_saveError.clear();
    m_error->setToolTip(QString());
    Q_EMIT saveRequested();
}

void BudgetDialog::finish()
{
    QDialog::accept();
}

} // namespace polychip::ui
