// The demo company's year of campaigns, by the Japanese calendar (the seed puts the ones around the
// day of seeding into the database: campaigns.ts). Their banners are the web app's three demo
// SVGs (docs/decisions/013-campaigns.md).

/** A campaign the company runs every year, from `from` to `to` (MM-DD; a `to` before `from` runs into the next year). */
export interface SeasonalCampaign {
  from: string;
  to: string;
  banner: "wellness" | "security" | "summer";
  titleEn: string;
  titleJa: string;
  /** Paragraphs. */
  contentEn: readonly string[];
  contentJa: readonly string[];
  /** HR's reminder of the campaign's last day, `{date}` in the texts. */
  reminder: { titleEn: string; titleJa: string; messageEn: string; messageJa: string };
}

export const campaignCalendar: readonly SeasonalCampaign[] = [
  {
    from: "01-05",
    to: "01-31",
    banner: "wellness",
    titleEn: "New Year Goal Setting",
    titleJa: "新年の目標設定",
    contentEn: [
      "A new year, new goals: write your three goals for the year in the goal sheet and talk them over with your leader in a 1-on-1.",
      "Leaders: book 30 minutes with each member of your team before the end of January.",
    ],
    contentJa: [
      "新しい年の始まりです。今年の目標を 3 つ目標シートに記入し、リーダーとの 1on1 で話し合いましょう。",
      "リーダーの皆さんは、1 月末までにメンバー一人ひとりと 30 分の面談を設定してください。",
    ],
    reminder: {
      titleEn: "Goal sheets due {date}",
      titleJa: "目標シートの提出期限は{date}です",
      messageEn:
        "Please enter this year's goals in the goal sheet and review them with your leader by {date}.",
      messageJa: "今年の目標を目標シートに記入し、{date}までにリーダーと確認してください。",
    },
  },
  {
    from: "02-01",
    to: "03-18",
    banner: "security",
    titleEn: "Information Security Month",
    titleJa: "情報セキュリティ月間",
    contentEn: [
      "1 February to 18 March is Information Security Month in Japan. Complete the short e-learning course on phishing and password safety, and lock your screen whenever you leave your desk.",
      "A suspicious e-mail? Forward it to the IT team and delete it; never open its attachments.",
    ],
    contentJa: [
      "2 月 1 日から 3 月 18 日は情報セキュリティ月間です。フィッシングとパスワードの安全に関する短い e ラーニングを受講し、席を離れるときは必ず画面をロックしてください。",
      "不審なメールは IT チームへ転送して削除し、添付ファイルは開かないでください。",
    ],
    reminder: {
      titleEn: "Security e-learning due {date}",
      titleJa: "情報セキュリティ e ラーニングの受講期限は{date}です",
      messageEn: "Please complete the e-learning course on phishing and passwords by {date}.",
      messageJa: "フィッシングとパスワードに関する e ラーニングを{date}までに受講してください。",
    },
  },
  {
    from: "03-01",
    to: "03-31",
    banner: "security",
    titleEn: "Commuting Pass Renewal for April",
    titleJa: "4 月からの通勤定期の更新",
    contentEn: [
      "The new fiscal year starts on 1 April. If your pass ends in March or April, continue it from the commuting ticket page; if you moved house or office, ask for the new route first.",
      "Requests made by the end of March are approved before your pass runs out.",
    ],
    contentJa: [
      "4 月 1 日から新年度です。3 月・4 月に期限が切れる定期券は通勤定期のページから継続申請してください。住所や勤務地が変わった方は、先に新しい経路を申請してください。",
      "3 月末までの申請は、定期券の期限までに承認されます。",
    ],
    reminder: {
      titleEn: "Commuting passes for April: requests due {date}",
      titleJa: "4 月からの通勤定期の申請期限は{date}です",
      messageEn: "Please continue or change your commuter pass for the new fiscal year by {date}.",
      messageJa: "新年度の通勤定期の継続・変更を{date}までに申請してください。",
    },
  },
  {
    from: "04-01",
    to: "05-15",
    banner: "wellness",
    titleEn: "Welcome to Our New Joiners",
    titleJa: "新入社員歓迎",
    contentEn: [
      "Welcome to everyone who joined us this April! Their training runs until mid-May: say hello in the office and invite them to lunch.",
      "Each office holds its welcome party in the second week of April; your office's general affairs team has the details.",
    ],
    contentJa: [
      "4 月に入社された皆さん、ようこそ！新入社員研修は 5 月中旬まで続きます。オフィスで声をかけ、ランチに誘ってみてください。",
      "歓迎会は 4 月第 2 週に各オフィスで開催します。詳細は各オフィスの総務担当からお知らせします。",
    ],
    reminder: {
      titleEn: "New joiners' training reports due {date}",
      titleJa: "新入社員研修レポートの提出期限は{date}です",
      messageEn:
        "New joiners: please hand your training report to HR by {date}. Mentors: please add your comments.",
      messageJa:
        "新入社員の皆さんは研修レポートを{date}までに人事部へ提出してください。メンターの方はコメントの記入をお願いします。",
    },
  },
  {
    from: "05-07",
    to: "06-30",
    banner: "wellness",
    titleEn: "Annual Health Check-up",
    titleJa: "定期健康診断",
    contentEn: [
      "Everyone takes the annual health check-up, paid by the company, at a partner clinic near their office.",
      "Book your date with HR's form and bring the questionnaire you receive by post. The results come to you directly.",
    ],
    contentJa: [
      "全員が受診する定期健康診断です。費用は会社が負担し、各オフィス近くの提携クリニックで受診できます。",
      "人事部のフォームで受診日を予約し、郵送される問診票を持参してください。結果はご本人に直接届きます。",
    ],
    reminder: {
      titleEn: "Health check-up: take it by {date}",
      titleJa: "定期健康診断の受診期限は{date}です",
      messageEn:
        "Please take your annual health check-up by {date}; book a date with HR if you have not yet.",
      messageJa: "定期健康診断を{date}までに受診してください。まだの方は人事部で予約してください。",
    },
  },
  {
    from: "06-01",
    to: "06-30",
    banner: "summer",
    titleEn: "Summer Vacation Planning",
    titleJa: "夏季休暇の計画",
    contentEn: [
      "Plan your summer vacation early: three days to take between July and September, on top of your annual leave.",
      "Send your preferred dates to your leader by the end of June, so that your team can cover for each other.",
    ],
    contentJa: [
      "夏季休暇は早めに計画しましょう。年次有給休暇とは別に、7 月から 9 月の間に 3 日取得できます。",
      "チームで互いにカバーできるよう、希望日を 6 月末までにリーダーへ提出してください。",
    ],
    reminder: {
      titleEn: "Summer vacation dates due {date}",
      titleJa: "夏季休暇の希望日の提出期限は{date}です",
      messageEn: "Please send your preferred summer vacation dates to your leader by {date}.",
      messageJa: "夏季休暇の希望日を{date}までにリーダーへ提出してください。",
    },
  },
  {
    from: "07-01",
    to: "09-30",
    banner: "summer",
    titleEn: "Summer Vacation",
    titleJa: "夏季休暇",
    contentEn: [
      "Your three summer vacation days are here: take them any time until the end of September. The offices close from 13 to 15 August.",
      "Before you go, set your out-of-office reply and hand anything urgent over to your team.",
    ],
    contentJa: [
      "夏季休暇 3 日間は 9 月末までのお好きな日に取得できます。8 月 13 日から 15 日はオフィスを閉鎖します。",
      "休暇前に自動応答を設定し、急ぎの仕事はチームに引き継いでください。",
    ],
    reminder: {
      titleEn: "Summer vacation: take your days by {date}",
      titleJa: "夏季休暇の取得期限は{date}です",
      messageEn: "Your summer vacation days can be taken until {date}; days not taken by then lapse.",
      messageJa: "夏季休暇は{date}まで取得できます。期限を過ぎると失効します。",
    },
  },
  {
    from: "07-10",
    to: "08-31",
    banner: "summer",
    titleEn: "Heatstroke Prevention",
    titleJa: "熱中症予防",
    contentEn: [
      "Drink water before you feel thirsty, rest in the shade and dress for the heat: no tie or jacket needed until the end of September.",
      "Every office's kitchen has sports drinks and salt tablets. Feeling dizzy or sick? Stop, cool down and tell someone.",
    ],
    contentJa: [
      "のどが渇く前に水分をとり、日陰で休憩をとりましょう。9 月末まではクールビズで、ネクタイ・上着は不要です。",
      "各オフィスの給湯室にスポーツドリンクと塩分タブレットを用意しています。めまいや気分の悪さを感じたら、作業を止めて体を冷やし、周りに伝えてください。",
    ],
    reminder: {
      titleEn: "Heat alerts: work from home until {date}",
      titleJa: "熱中症警戒アラートの日の在宅勤務は{date}まで",
      messageEn:
        "On days a heatstroke alert is issued you may work from home until {date}: tell your leader the day before.",
      messageJa:
        "{date}まで、熱中症警戒アラートが出た日は在宅勤務ができます。前日までにリーダーへ連絡してください。",
    },
  },
  {
    from: "09-01",
    to: "09-30",
    banner: "security",
    titleEn: "Disaster Preparedness Month",
    titleJa: "防災月間",
    contentEn: [
      "1 September is Disaster Prevention Day. Check your office's evacuation route and assembly point, and that the emergency kit under your desk is complete.",
      "We test the safety confirmation system this month: answer its test message from your phone as soon as it arrives.",
    ],
    contentJa: [
      "9 月 1 日は防災の日です。オフィスの避難経路と集合場所を確認し、机の下の防災セットがそろっているか点検してください。",
      "今月は安否確認システムの訓練を行います。訓練メッセージが届いたら、すぐにスマートフォンから回答してください。",
    ],
    reminder: {
      titleEn: "Safety confirmation drill: answer by {date}",
      titleJa: "安否確認訓練の回答期限は{date}です",
      messageEn:
        "Please answer the drill's safety confirmation message by {date}, and check that your contact details are up to date.",
      messageJa: "安否確認訓練のメッセージに{date}までに回答し、連絡先が最新か確認してください。",
    },
  },
  {
    from: "10-01",
    to: "10-31",
    banner: "wellness",
    titleEn: "Health & Wellness Month",
    titleJa: "健康増進月間",
    contentEn: [
      "Take care of yourself this month: the yearly stress check, a step challenge between departments and weekly stretching sessions at every office.",
      "Answer the stress check by the end of the month; only the occupational physician sees your answers. Step counts are collected through the company app every Friday.",
      "Questions? Write to hr@sakuratech.example.",
    ],
    contentJa: [
      "今月は健康について考える月間です。年に一度のストレスチェック、部署対抗のウォーキングチャレンジ、各オフィスでの週 1 回のストレッチ講座を実施します。",
      "ストレスチェックは月末までに回答してください。回答内容は産業医だけが確認します。歩数は毎週金曜日に社内アプリで集計します。",
      "お問い合わせは hr@sakuratech.example までお願いします。",
    ],
    reminder: {
      titleEn: "Stress check: answer by {date}",
      titleJa: "ストレスチェックの回答期限は{date}です",
      messageEn: "Please answer this year's stress check by {date}. It takes about ten minutes.",
      messageJa: "今年度のストレスチェックに{date}までに回答してください。所要時間は約 10 分です。",
    },
  },
  {
    from: "10-15",
    to: "12-15",
    banner: "wellness",
    titleEn: "Influenza Vaccination",
    titleJa: "インフルエンザ予防接種",
    contentEn: [
      "The company pays for this winter's influenza vaccination: at the partner clinic near your office, or at any clinic with a receipt.",
      "Book a slot with HR's form; family members living with you can have it at the same price.",
    ],
    contentJa: [
      "今冬のインフルエンザ予防接種の費用を会社が負担します。オフィス近くの提携クリニック、または領収書があればどの医療機関でも受けられます。",
      "人事部のフォームで予約してください。同居のご家族も同じ料金で接種できます。",
    ],
    reminder: {
      titleEn: "Influenza vaccination: receipts due {date}",
      titleJa: "インフルエンザ予防接種の領収書の提出期限は{date}です",
      messageEn: "Vaccinated at another clinic? Send the receipt to HR by {date} to be paid back.",
      messageJa: "提携外の医療機関で接種した方は、{date}までに領収書を人事部へ提出してください。精算します。",
    },
  },
  {
    from: "11-04",
    to: "12-04",
    banner: "security",
    titleEn: "Year-End Adjustment",
    titleJa: "年末調整",
    contentEn: [
      "It is time for the year-end adjustment of your income tax: HR needs your declaration of dependants and your insurance premium certificates (life, earthquake, pension).",
      "Fill in the forms online and send the certificates to HR; changes in your family this year (a marriage, a birth) go on the forms too.",
    ],
    contentJa: [
      "所得税の年末調整の時期です。扶養控除等申告書と、生命保険・地震保険・年金の保険料控除証明書を人事部へ提出してください。",
      "申告書はオンラインで記入し、証明書を人事部へ送付してください。今年の家族の変更（結婚・出産など）も申告書に記入してください。",
    ],
    reminder: {
      titleEn: "Year-end adjustment: documents due {date}",
      titleJa: "年末調整：書類の提出期限は{date}です",
      messageEn:
        "Please send the year-end adjustment forms (insurance deductions, dependants) to HR by {date}.",
      messageJa: "年末調整の書類（保険料控除・扶養控除）を{date}までに人事部へ提出してください。",
    },
  },
  {
    from: "12-01",
    to: "01-04",
    banner: "wellness",
    titleEn: "Year-End Party and Holidays",
    titleJa: "忘年会と年末年始休暇",
    contentEn: [
      "Join your office's year-end party in the third week of December: sign up with your office's general affairs team.",
      "The offices close from 29 December to 3 January. Send December's timesheet and expenses before you leave.",
    ],
    contentJa: [
      "12 月第 3 週に各オフィスで忘年会を開催します。参加は各オフィスの総務担当へお申し込みください。",
      "12 月 29 日から 1 月 3 日まで年末年始休暇でオフィスを閉鎖します。12 月分の勤務表と経費精算は休暇前に提出してください。",
    ],
    reminder: {
      titleEn: "Year-end holidays: the offices open again on {date}",
      titleJa: "年末年始休暇明けの始業日は{date}です",
      messageEn: "The offices close from 29 December to 3 January and open again on {date}.",
      messageJa: "12 月 29 日から 1 月 3 日まで休業し、{date}から業務を再開します。",
    },
  },
];
