// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// The template step of the launch wizard: name, project and template.
#include "templatestep.h"

#include "kit/colors.h"
#include "kit/displaytext.h"
#include "launchwizard.h"
#include "session.h"

#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QVBoxLayout>

namespace polychip::ui {

namespace {

constexpr int kTemplateIdRole = Qt::UserRole + 1;

} // namespace

TemplateStep::TemplateStep(LaunchWizard *wizard)
    : QWizardPage(wizard)
    , m_wizard(wizard)
    , m_name(new QLineEdit(this))
    , m_nameProblem(new QLabel(this))
    , m_project(new QLineEdit(this))
    , m_search(new QLineEdit(this))
    , m_templates(new QListWidget(this))
    , m_description(new QLabel(this))
    , m_nameLabel(new QLabel(this))
    , m_projectLabel(new QLabel(this))
    , m_templateLabel(new QLabel(this))
{
    setObjectName(QStringLiteral("templateStep"));
    m_name->setObjectName(QStringLiteral("launchName"));
    m_name->setMaxLength(128);
    m_nameProblem->setObjectName(QStringLiteral("nameProblem"));
    setTextTone(m_nameProblem, TextTone::Error);
    m_project->setObjectName(QStringLiteral("launchProject"));
    m_project->setMaxLength(256);
    m_search->setObjectName(QStringLiteral("templateSearch"));
    m_search->setClearButtonEnabled(true);
    m_templates->setObjectName(QStringLiteral("templateList"));
    m_description->setObjectName(QStringLiteral("templateDescription"));
    setMuted(m_description);
    m_description->setWordWrap(true);
    m_nameLabel->setBuddy(m_name);
    m_projectLabel->setBuddy(m_project);
    m_templateLabel->setBuddy(m_search);

    auto *form = new QFormLayout;
    form->addRow(m_nameLabel, m_name);
    form->addRow(QString(), m_nameProblem);
    form->addRow(m_projectLabel, m_project);
    form->addRow(m_templateLabel, m_search);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_templates, 1);
    layout->addWidget(m_description);

    connect(m_name, &QLineEdit::textEdited, this, [this](const QString &text) {
        m_wizard->draft().name = text.trimmed().toStdString();
        m_nameProblem->setText(nameProblem());
        Q_EMIT completeChanged();
    });
    connect(m_project, &QLineEdit::textEdited, this, [this](const QString &text) {
        if (text.trimmed().isEmpty())
            m_wizard->draft().labels.erase("project");
        else
            m_wizard->draft().labels["project"] = text.trimmed().toStdString();
    });
    connect(m_search, &QLineEdit::textChanged, this, [this](const QString &text) {
        for (int row = 0; row < m_templates->count(); ++row) {
            QListWidgetItem *item = m_templates->item(row);
            item->setHidden(row > 0 && !text.isEmpty()
                            && !item->text().contains(text, Qt::CaseInsensitive)
                            && !item->toolTip().contains(text, Qt::CaseInsensitive));
        }
    });
    connect(m_templates, &QListWidget::currentItemChanged, this, [this](QListWidgetItem *item) {
        if (!item)
            return;
        const std::string id = item->data(kTemplateIdRole).toString().toStdString();
        const auto current = m_wizard->draft().templateId.value_or(std::string());
        if (id != current) {
            m_wizard->useTemplate(id);
            showNameAndProject();
        }
        showDescription();
    });
    connect(m_wizard, &LaunchWizard::draftChanged, this, [this] {
        if (m_wizard->currentPage() != this)
            fill();
    });
    retranslate();
}

void TemplateStep::retranslate()
{
    setTitle(tr("Template"));
    setSubTitle(tr("Start from a workload template, or from nothing. Every step can be changed "
                   "later on."));
    m_nameLabel->setText(tr("N&ame:")); // Alt+N is Next
    m_projectLabel->setText(tr("&Project:"));
    m_templateLabel->setText(tr("&Template:"));
    m_templates->setAccessibleName(tr("Templates"));
    m_name->setToolTip(tr("1 to 128 characters; shown in the instance list"));
    m_project->setPlaceholderText(tr("optional, e.g. vision"));
    m_project->setToolTip(tr("The project label: spend and budgets are grouped by it"));
    m_search->setPlaceholderText(tr("Search templates by name, model or backend"));
    if (m_templates->count() > 0)
        m_templates->item(0)->setText(tr("Blank instance (no template)"));
    m_nameProblem->setText(nameProblem());
}

void TemplateStep::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWizardPage::changeEvent(event);
}

void TemplateStep::fill()
{
    const QSignalBlocker block(m_templates);
    m_templates->clear();
    auto *blank = new QListWidgetItem(tr("Blank instance (no template)"), m_templates);
    blank->setData(kTemplateIdRole, QString());
    const std::string chosen = m_wizard->draft().templateId.value_or(std::string());
    QListWidgetItem *current = blank;
    for (const auto &t : m_wizard->session().catalog().templates()) {
        QStringList backends;
        for (const auto &b : t.backends)
            backends << backendText(b.backend);
        auto *item
            = new QListWidgetItem(tr("%1 — %2 · %3")
                                      .arg(QString::fromStdString(t.name), workloadKindText(t.kind),
                                           backends.join(QStringLiteral(" / "))),
                                  m_templates);
        item->setData(kTemplateIdRole, QString::fromStdString(t.id));
        item->setToolTip(QString::fromStdString(t.description + "\n" + t.modelId.value_or("")));
        if (t.id == chosen)
            current = item;
    }
    m_templates->setCurrentItem(current);
    showNameAndProject();
    showDescription();
    m_nameProblem->setText(nameProblem());
}

void TemplateStep::showNameAndProject()
{
    const auto &draft = m_wizard->draft();
    m_name->setText(QString::fromStdString(draft.name));
    const auto project = draft.labels.find("project");
    m_project->setText(project == draft.labels.end() ? QString()
                                                     : QString::fromStdString(project->second));
}

void TemplateStep::showDescription()
{
    const api::Template *t = m_wizard->chosenTemplate();
    m_description->setText(t ? QString::fromStdString(t->description)
                             : tr("An instance with no workload preset: choose the "
                                  "accelerators, the image and the data yourself."));
}

void TemplateStep::initializePage()
{
    fill();
}

QString TemplateStep::nameProblem() const
{
    const QString name = m_name->text().trimmed();
    if (name.isEmpty())
        return tr("Give the instance a name (1 to 128 characters).");
    return {};
}

bool TemplateStep::isComplete() const
{
    return nameProblem().isEmpty();
}

} // namespace polychip::ui
