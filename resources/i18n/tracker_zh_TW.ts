<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
<context>
    <name>Counts</name>
    <message>
        <source>PP</source>
        <translation>閒對</translation>
    </message>
    <message>
        <source>BP</source>
        <translation>莊對</translation>
    </message>
    <message>
        <source>N</source>
        <translation>例牌</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>剩餘牌數</translation>
    </message>
</context>
<context>
    <name>HandsTable</name>
    <message>
        <source>Hand</source>
        <translation>局</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>贏家</translation>
    </message>
    <message>
        <source>Player cards</source>
        <translation>閒牌</translation>
    </message>
    <message>
        <source>Banker cards</source>
        <translation>莊牌</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>點數</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>對子</translation>
    </message>
    <message>
        <source>Natural</source>
        <translation>例牌</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>備註</translation>
    </message>
</context>
<context>
    <name>Honesty</name>
    <message>
        <source>Past outcomes cannot predict future hands.</source>
        <translation>過去的結果無法預測未來的牌局。</translation>
    </message>
</context>
<context>
    <name>LoggingBar</name>
    <message>
        <source>live</source>
        <translation>現場記錄</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>已匯入</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>練習</translation>
    </message>
    <message>
        <source>simulated</source>
        <translation>模擬</translation>
    </message>
    <message>
        <source>&amp;Banker</source>
        <translation>莊(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>閒(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Tie</source>
        <translation>和(&amp;T)</translation>
    </message>
    <message>
        <source>Player pair (1)</source>
        <translation>閒對 (1)</translation>
    </message>
    <message>
        <source>Banker pair (2)</source>
        <translation>莊對 (2)</translation>
    </message>
    <message>
        <source>Natural (N)</source>
        <translation>例牌 (N)</translation>
    </message>
    <message>
        <source>Log a Banker win as the next hand (B)</source>
        <translation>下一局記為莊贏 (B)</translation>
    </message>
    <message>
        <source>Log a Player win as the next hand (P)</source>
        <translation>下一局記為閒贏 (P)</translation>
    </message>
    <message>
        <source>Log a tie as the next hand (T)</source>
        <translation>下一局記為和 (T)</translation>
    </message>
    <message>
        <source>Marks the next hand logged (%1); cleared after it</source>
        <translation>標記下一局 (%1)；記錄後清除</translation>
    </message>
    <message>
        <source>● Logging %1: B, P or T logs a hand, C enters its cards (Ctrl+Z undoes)</source>
        <translation>● 正在記錄 %1：按 B、P 或 T 記錄一局，C 輸入牌面（Ctrl+Z 復原）</translation>
    </message>
    <message>
        <source>● Logging %1: B, P or T logs a hand (Ctrl+Z undoes)</source>
        <translation>● 正在記錄 %1：按 B、P 或 T 記錄一局（Ctrl+Z 復原）</translation>
    </message>
    <message>
        <source>%1 is closed: Shoe → Reopen to log more, Ctrl+N starts a new shoe</source>
        <translation>%1 已結束：牌靴 → 重新開啟可繼續記錄，Ctrl+N 開新靴</translation>
    </message>
    <message>
        <source>%1 (%2): Ctrl+N starts a shoe to log at the table</source>
        <translation>%1（%2）：Ctrl+N 在牌桌開新靴記錄</translation>
    </message>
    <message>
        <source>Press Ctrl+N to start logging a new shoe at the table</source>
        <translation>按 Ctrl+N 在牌桌開始記錄新牌靴</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編輯(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Shoe</source>
        <translation>牌靴(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Tables</source>
        <translation>牌桌(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>分析(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Practice</source>
        <translation>練習(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <source>Show the table of this tab: the logging keys log there</source>
        <translation>顯示此分頁的牌桌：記錄鍵記錄到這裡</translation>
    </message>
    <message>
        <source>&amp;Import shoe files…</source>
        <translation>匯入牌靴檔案(&amp;I)…</translation>
    </message>
    <message>
        <source>Store hands CSV, bead strings or shoe JSON files in the library</source>
        <translation>將牌局 CSV、珠串或牌靴 JSON 檔案存入牌靴庫</translation>
    </message>
    <message>
        <source>Import the &amp;sample shoes</source>
        <translation>匯入範例牌靴(&amp;S)</translation>
    </message>
    <message>
        <source>Real shoes from live tables and shoes dealt by tracker&apos;s simulator</source>
        <translation>真人牌桌的真實牌靴，以及 tracker 模擬器發出的牌靴</translation>
    </message>
    <message>
        <source>Import the &amp;real-shoe library (5,824 shoes)…</source>
        <translation>匯入真實牌靴庫(5,824 靴)(&amp;R)…</translation>
    </message>
    <message>
        <source>Every shoe of 45 live tables, 9–12 August 2025: 397,048 hands (MIT licence)</source>
        <translation>45 張真人牌桌 2025 年 8 月 9–12 日的全部牌靴：397,048 局（MIT 授權）</translation>
    </message>
    <message>
        <source>&amp;Library browser…</source>
        <translation>牌靴庫瀏覽器(&amp;L)…</translation>
    </message>
    <message>
        <source>Every shoe in a sortable table with filters; validate, export or delete a selection</source>
        <translation>所有牌靴列於可排序、可篩選的表格；可驗證、匯出或刪除所選</translation>
    </message>
    <message>
        <source>&amp;Replay the shown shoe…</source>
        <translation>重播目前牌靴(&amp;R)…</translation>
    </message>
    <message>
        <source>Step through the shoe hand by hand: roads, cards, reasons, odds, problems</source>
        <translation>逐局重看牌靴：路、牌、理由、機率、問題</translation>
    </message>
    <message>
        <source>&amp;Validation report…</source>
        <translation>驗證報告(&amp;V)…</translation>
    </message>
    <message>
        <source>Every problem the replay found in the library, by shoe, hand and file line</source>
        <translation>重播在牌靴庫中發現的所有問題，依牌靴、局和檔案行列出</translation>
    </message>
    <message>
        <source>Export scorecards as &amp;PNG…</source>
        <translation>將路紙匯出為 PNG(&amp;P)…</translation>
    </message>
    <message>
        <source>Save the shown shoe&apos;s board as a picture with its title and counts</source>
        <translation>將目前牌靴的路紙連同標題和統計存為圖片</translation>
    </message>
    <message>
        <source>Export scorecards as P&amp;DF…</source>
        <translation>將路紙匯出為 PDF(&amp;D)…</translation>
    </message>
    <message>
        <source>Save the shown shoe&apos;s board on A4 or Letter pages (landscape)</source>
        <translation>將目前牌靴的路紙存為 A4 或 Letter 頁面（橫向）</translation>
    </message>
    <message>
        <source>P&amp;rint scorecards…</source>
        <translation>列印路紙(&amp;R)…</translation>
    </message>
    <message>
        <source>Print the shown shoe&apos;s board</source>
        <translation>列印目前牌靴的路紙</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>設定(&amp;T)…</translation>
    </message>
    <message>
        <source>Theme, palette, defaults for new shoes, card entry, the library&apos;s location</source>
        <translation>主題、配色、新牌靴預設值、輸入牌面、牌靴庫位置</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <source>Close tracker</source>
        <translation>關閉 tracker</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>復原(&amp;U)</translation>
    </message>
    <message>
        <source>Undo the last change</source>
        <translation>復原上一次變更</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Redo what was undone</source>
        <translation>重做已復原的動作</translation>
    </message>
    <message>
        <source>Log &amp;Banker</source>
        <translation>記錄莊(&amp;B)</translation>
    </message>
    <message>
        <source>Log a Banker win as the next hand</source>
        <translation>下一局記為莊贏</translation>
    </message>
    <message>
        <source>Log &amp;Player</source>
        <translation>記錄閒(&amp;P)</translation>
    </message>
    <message>
        <source>Log a Player win as the next hand</source>
        <translation>下一局記為閒贏</translation>
    </message>
    <message>
        <source>Log &amp;Tie</source>
        <translation>記錄和(&amp;T)</translation>
    </message>
    <message>
        <source>Log a tie as the next hand</source>
        <translation>下一局記為和</translation>
    </message>
    <message>
        <source>Enter the &amp;cards</source>
        <translation>輸入牌面(&amp;C)</translation>
    </message>
    <message>
        <source>Type the next hand&apos;s cards (7h kd / 3s kc 5d); Enter logs it, Esc leaves</source>
        <translation>輸入下一局的牌（7h kd / 3s kc 5d）；Enter 記錄，Esc 離開</translation>
    </message>
    <message>
        <source>Mark Player pair</source>
        <translation>標記閒對</translation>
    </message>
    <message>
        <source>The next hand logged has a Player pair</source>
        <translation>下一局記錄為有閒對</translation>
    </message>
    <message>
        <source>Mark Banker pair</source>
        <translation>標記莊對</translation>
    </message>
    <message>
        <source>The next hand logged has a Banker pair</source>
        <translation>下一局記錄為有莊對</translation>
    </message>
    <message>
        <source>Mark natural</source>
        <translation>標記例牌</translation>
    </message>
    <message>
        <source>The next hand logged is a natural</source>
        <translation>下一局記錄為例牌</translation>
    </message>
    <message>
        <source>&amp;Edit hand…</source>
        <translation>修改該局(&amp;E)…</translation>
    </message>
    <message>
        <source>Correct the hand chosen in the hands table (or double-click it)</source>
        <translation>修改牌局表中選取的一局（或按兩下）</translation>
    </message>
    <message>
        <source>&amp;Insert a hand…</source>
        <translation>插入一局(&amp;I)…</translation>
    </message>
    <message>
        <source>Put a forgotten hand in before the one chosen in the hands table</source>
        <translation>在牌局表中選取的一局之前插入漏記的一局</translation>
    </message>
    <message>
        <source>&amp;Delete hand</source>
        <translation>刪除該局(&amp;D)</translation>
    </message>
    <message>
        <source>Delete the hand chosen in the hands table (Ctrl+Z undoes)</source>
        <translation>刪除牌局表中選取的一局（Ctrl+Z 復原）</translation>
    </message>
    <message>
        <source>&amp;New shoe at the table…</source>
        <translation>在牌桌開新靴(&amp;N)…</translation>
    </message>
    <message>
        <source>Start logging a new shoe: its casino, table, decks and rules</source>
        <translation>開始記錄新牌靴：賭場、牌桌、副數和規則</translation>
    </message>
    <message>
        <source>Shoe &amp;details…</source>
        <translation>牌靴詳情(&amp;D)…</translation>
    </message>
    <message>
        <source>Change the shown shoe&apos;s casino, table, start, decks, rules and notes</source>
        <translation>修改目前牌靴的賭場、牌桌、開始時間、副數、規則和備註</translation>
    </message>
    <message>
        <source>&amp;Close this shoe</source>
        <translation>結束此靴(&amp;C)</translation>
    </message>
    <message>
        <source>Mark the shoe finished: no more hands can be logged to it (Reopen undoes)</source>
        <translation>將牌靴標記為結束：不能再記錄（重新開啟可復原）</translation>
    </message>
    <message>
        <source>&amp;Reopen this shoe</source>
        <translation>重新開啟此靴(&amp;R)</translation>
    </message>
    <message>
        <source>Open a closed shoe for logging again</source>
        <translation>重新開啟已結束的牌靴以繼續記錄</translation>
    </message>
    <message>
        <source>De&amp;lete this shoe…</source>
        <translation>刪除此靴(&amp;L)…</translation>
    </message>
    <message>
        <source>Delete the shown shoe and its hands from the library (asks first)</source>
        <translation>從牌靴庫刪除目前牌靴及其牌局（先詢問）</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe scorecards</source>
        <translation>色盲友善路紙(&amp;C)</translation>
    </message>
    <message>
        <source>Shapes as well as colours tell Banker from Player</source>
        <translation>除顏色外，也用形狀區分莊和閒</translation>
    </message>
    <message>
        <source>&amp;Shoe list</source>
        <translation>牌靴清單(&amp;S)</translation>
    </message>
    <message>
        <source>Show or hide the shoe list pane (the board takes the room)</source>
        <translation>顯示或隱藏牌靴清單窗格（路紙占用空出的位置）</translation>
    </message>
    <message>
        <source>&amp;Hands</source>
        <translation>牌局(&amp;H)</translation>
    </message>
    <message>
        <source>Show or hide the hands table pane (the board takes the room)</source>
        <translation>顯示或隱藏牌局表窗格（路紙占用空出的位置）</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>統計(&amp;T)</translation>
    </message>
    <message>
        <source>Show or hide the statistics pane (the board takes the room)</source>
        <translation>顯示或隱藏統計窗格（路紙占用空出的位置）</translation>
    </message>
    <message>
        <source>Find shoe</source>
        <translation>尋找牌靴</translation>
    </message>
    <message>
        <source>Filter the shoe list</source>
        <translation>篩選牌靴清單</translation>
    </message>
    <message>
        <source>Go to the shoe &amp;list</source>
        <translation>前往牌靴清單(&amp;L)</translation>
    </message>
    <message>
        <source>Move the keys to the shoe list (Esc comes back to the table)</source>
        <translation>將鍵盤焦點移到牌靴清單（Esc 返回牌桌）</translation>
    </message>
    <message>
        <source>&amp;New table</source>
        <translation>新牌桌(&amp;N)</translation>
    </message>
    <message>
        <source>A tab for another table, with its own shoe and undo history</source>
        <translation>為另一張牌桌開一個分頁，有自己的牌靴和復原記錄</translation>
    </message>
    <message>
        <source>&amp;Close table tab</source>
        <translation>關閉牌桌分頁(&amp;C)</translation>
    </message>
    <message>
        <source>Close the tab (its shoe stays in the library as it is)</source>
        <translation>關閉分頁（其牌靴原樣保留在牌靴庫中）</translation>
    </message>
    <message>
        <source>&amp;Online table…</source>
        <translation>線上單人檯(&amp;O)…</translation>
    </message>
    <message>
        <source>Practise at the online table for one: chips, Deal, exact payouts</source>
        <translation>在線上單人檯練習：籌碼、發牌、準確派彩</translation>
    </message>
    <message>
        <source>&amp;Casino table of five…</source>
        <translation>賭場五人檯(&amp;C)…</translation>
    </message>
    <message>
        <source>Practise at a casino table of five seats, in turn, people or computer players</source>
        <translation>在五個座位的賭場檯練習，輪流下注，真人或電腦玩家</translation>
    </message>
    <message>
        <source>&amp;Keys…</source>
        <translation>快速鍵(&amp;K)…</translation>
    </message>
    <message>
        <source>Every key of tracker</source>
        <translation>tracker 的全部快速鍵</translation>
    </message>
    <message>
        <source>&amp;About tracker</source>
        <translation>關於 tracker(&amp;A)</translation>
    </message>
    <message>
        <source>What tracker is, and what it is not</source>
        <translation>tracker 是什麼，不是什麼</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>統計(&amp;S)…</translation>
    </message>
    <message>
        <source>The shown shoe or the whole library against chance, with charts</source>
        <translation>目前牌靴或整個牌靴庫與機率對比，附圖表</translation>
    </message>
    <message>
        <source>&amp;Backtest a betting system…</source>
        <translation>回測投注系統(&amp;B)…</translation>
    </message>
    <message>
        <source>Play a system over shoes or simulated shoes, beside the expected loss</source>
        <translation>用投注系統打真實或模擬牌靴，並與期望損失對照</translation>
    </message>
    <message>
        <source>Side-bet &amp;counting lab…</source>
        <translation>邊注算牌實驗室(&amp;C)…</translation>
    </message>
    <message>
        <source>Play a side-bet card count over simulated shoes: its gain, swings and risk</source>
        <translation>在模擬牌靴上執行邊注算牌：收益、波動和風險</translation>
    </message>
    <message>
        <source>No shoe</source>
        <translation>無牌靴</translation>
    </message>
    <message>
        <source>Shoe %1</source>
        <translation>牌靴 %1</translation>
    </message>
    <message>
        <source>Shoe list</source>
        <translation>牌靴清單</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>牌局</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>unknown card {token!r}: {reason}</source>
        <translation>未知的牌 {token!r}：{reason}</translation>
    </message>
    <message>
        <source>{place}: {reason}</source>
        <translation>{place}：{reason}</translation>
    </message>
    <message>
        <source>decks must be a whole number from {low} to {high}, not {decks!r}</source>
        <translation>副數必須是 {low} 到 {high} 的整數，而不是 {decks!r}</translation>
    </message>
    <message>
        <source>card {number} ({card}): the shoe holds no more ten-value cards</source>
        <translation>第 {number} 張牌（{card}）：牌靴裡已沒有點數為十的牌</translation>
    </message>
    <message>
        <source>an {decks}-deck shoe</source>
        <translation>{decks} 副牌的牌靴</translation>
    </message>
    <message>
        <source>a {decks}-deck shoe</source>
        <translation>{decks} 副牌的牌靴</translation>
    </message>
    <message>
        <source>expected a rank (A or 1, 2-9, T or 10, J, Q, K; a bare 0 for any ten-value card) optionally followed by a suit (S, H, D, C)</source>
        <translation>應為點數（A 或 1、2-9、T 或 10、J、Q、K；單獨的 0 表示任意點數為十的牌），後面可跟花色（S、H、D、C）</translation>
    </message>
    <message>
        <source>empty card</source>
        <translation>空的牌</translation>
    </message>
    <message>
        <source>card {number} ({card}): the shoe holds no more cards of rank {rank}</source>
        <translation>第 {number} 張牌（{card}）：牌靴裡已沒有點數 {rank} 的牌</translation>
    </message>
    <message>
        <source>card {number} ({card}): {shoe} holds only {count} of it</source>
        <translation>第 {number} 張牌（{card}）：{shoe}裡這張牌只有 {count} 張</translation>
    </message>
    <message>
        <source>a count tags 13 ranks, not {count}</source>
        <translation>算牌法要為 13 個點數定值，而不是 {count} 個</translation>
    </message>
    <message>
        <source>a betting rule is one of {rules}, not {rule!r}</source>
        <translation>下注規則須為 {rules} 之一，而不是 {rule!r}</translation>
    </message>
    <message>
        <source>the lab plays the side bets {bets}, not {bet!r}</source>
        <translation>實驗室只玩邊注 {bets}，不玩 {bet!r}</translation>
    </message>
    <message>
        <source>the stake must be more than 0, not {stake}</source>
        <translation>注額必須大於 0，而不是 {stake}</translation>
    </message>
    <message>
        <source>--tags: {item!r} is not RANK:VALUE with a rank of A, 2–9, T, J, Q, K</source>
        <translation>--tags：{item!r} 不是「點數:值」（點數為 A、2–9、T、J、Q、K）</translation>
    </message>
    <message>
        <source>--tags: the value of {rank} must be a whole number, not {value!r}</source>
        <translation>--tags：{rank} 的值必須是整數，而不是 {value!r}</translation>
    </message>
    <message>
        <source>--tags: the rank {rank} is given twice</source>
        <translation>--tags：點數 {rank} 出現了兩次</translation>
    </message>
    <message>
        <source>--tags: give at least one rank&apos;s value, e.g. 8:2,9:2,4:-1</source>
        <translation>--tags：至少給出一個點數的值，例如 8:2,9:2,4:-1</translation>
    </message>
    <message>
        <source>--bet-when: expected rc&gt;N or rc&gt;=N (N whole) or tc&gt;=N, not {text!r}</source>
        <translation>--bet-when：應為 rc&gt;N 或 rc&gt;=N（N 為整數）或 tc&gt;=N，而不是 {text!r}</translation>
    </message>
    <message>
        <source>--after-cut is one or stop, not {after_cut!r}</source>
        <translation>--after-cut 須為 one 或 stop，而不是 {after_cut!r}</translation>
    </message>
    <message>
        <source>the number of shoes must be 1 or more, not {shoes}</source>
        <translation>牌靴數必須為 1 或以上，而不是 {shoes}</translation>
    </message>
    <message>
        <source>the coup needed a card number {needed} but only {had} were there to deal</source>
        <translation>這一局需要第 {needed} 張牌，但只有 {had} 張可發</translation>
    </message>
    <message>
        <source>only {cards} card left</source>
        <translation>只剩 {cards} 張牌</translation>
    </message>
    <message>
        <source>only {cards} cards left</source>
        <translation>只剩 {cards} 張牌</translation>
    </message>
    <message>
        <source>{left}: how far one card moves the odds needs {needed}, since a coup can need {least} cards after one is taken out</source>
        <translation>{left}：計算一張牌對賠率的影響需要 {needed} 張，因為取出一張後一局仍可能需要 {least} 張牌</translation>
    </message>
    <message>
        <source>{left}: a coup can need {least} cards, so the odds of the next hand are not defined (a shoe this short is reshuffled before another hand)</source>
        <translation>{left}：一局可能需要 {least} 張牌，因此下一局的賠率無法確定（這麼短的牌靴會在下一局前重新洗牌）</translation>
    </message>
    <message>
        <source>the composition has a negative count of some value</source>
        <translation>牌的組成中某個點數的數量為負</translation>
    </message>
    <message>
        <source>a seed must be a whole number from 0 to {limit}, not {seed!r}</source>
        <translation>種子必須是 0 到 {limit} 的整數，而不是 {seed!r}</translation>
    </message>
    <message>
        <source>Banker commission must be 5 or 4 percent, not {commission!r}</source>
        <translation>莊的抽佣必須是 5% 或 4%，而不是 {commission!r}</translation>
    </message>
    <message>
        <source>Tie must pay 8 or 9 to 1, not {pays!r}</source>
        <translation>和必須 1 賠 8 或 1 賠 9，而不是 {pays!r}</translation>
    </message>
    <message>
        <source>pair bets pay 11 to 1, not {pays!r}</source>
        <translation>對子注 1 賠 11，而不是 {pays!r}</translation>
    </message>
    <message>
        <source>hands after the cut card must be 0 to 3, not {hands}</source>
        <translation>切牌卡出現後的局數必須是 0 到 3，而不是 {hands}</translation>
    </message>
    <message>
        <source>the cut card must leave {least} to {most} cards behind it in {shoe}, not {cut}</source>
        <translation>在{shoe}中，切牌卡後面必須留 {least} 到 {most} 張牌，而不是 {cut} 張</translation>
    </message>
    <message>
        <source>unknown rule {rule!r}</source>
        <translation>未知的規則 {rule!r}</translation>
    </message>
    <message>
        <source>a stake must be an exact amount (int or Decimal), not {stake!r}</source>
        <translation>注額必須是精確金額（int 或 Decimal），而不是 {stake!r}</translation>
    </message>
    <message>
        <source>a stake must be a positive amount, not {stake}</source>
        <translation>注額必須是正數，而不是 {stake}</translation>
    </message>
    <message>
        <source>{bet}: the first two cards are ten-value cards of unknown rank</source>
        <translation>{bet}：前兩張牌是點數未知的十點牌</translation>
    </message>
    <message>
        <source>the shoe is finished: the cut card came out and the last hand was dealt; shuffle a new shoe</source>
        <translation>這靴牌已結束：切牌卡已出，最後一局已發完；請洗一靴新牌</translation>
    </message>
    <message>
        <source>{bet}: a stake cannot be negative ({stake})</source>
        <translation>{bet}：注額不能為負（{stake}）</translation>
    </message>
    <message>
        <source>{bet} is not turned on at this table</source>
        <translation>本牌桌未開放 {bet}</translation>
    </message>
    <message>
        <source>{bet} needs a bet on Player, Banker or Tie beside it</source>
        <translation>{bet} 需要同時在閒、莊或和上下注</translation>
    </message>
    <message>
        <source>{bet}: a side bet of {stake} is more than the main bet of {main}; this table allows a side bet up to the main bet</source>
        <translation>{bet}：邊注 {stake} 超過主注 {main}；本牌桌的邊注不得超過主注</translation>
    </message>
    <message>
        <source>{where}: expected an object, not {data!r}</source>
        <translation>{where}：應為物件，而不是 {data!r}</translation>
    </message>
    <message>
        <source>{where}.enabled: expected a list of side bet ids</source>
        <translation>{where}.enabled：應為邊注 id 的清單</translation>
    </message>
    <message>
        <source>expected a side bet id, not {bet_id!r}</source>
        <translation>應為邊注 id，而不是 {bet_id!r}</translation>
    </message>
    <message>
        <source>{where}.enabled[{i}]: {reason}</source>
        <translation>{where}.enabled[{i}]：{reason}</translation>
    </message>
    <message>
        <source>{where}.main_bet: expected one of {choices}, not {raw!r}</source>
        <translation>{where}.main_bet：應為 {choices} 之一，而不是 {raw!r}</translation>
    </message>
    <message>
        <source>no side bet {bet_id!r}: the side bets are {ids}</source>
        <translation>沒有邊注 {bet_id!r}：邊注有 {ids}</translation>
    </message>
    <message>
        <source>{bet}: the Player&apos;s first two cards are ten-value cards of unknown rank, so whether they are a pair is not known</source>
        <translation>{bet}：閒的前兩張牌是點數未知的十點牌，無法確定是否成對</translation>
    </message>
    <message>
        <source>{bet}: the Banker&apos;s first two cards are ten-value cards of unknown rank, so whether they are a pair is not known</source>
        <translation>{bet}：莊的前兩張牌是點數未知的十點牌，無法確定是否成對</translation>
    </message>
    <message>
        <source>the number of shoes must be a whole number of 1 or more, not {shoes!r}</source>
        <translation>牌靴數必須是 1 或以上的整數，而不是 {shoes!r}</translation>
    </message>
    <message>
        <source>online hands per shoe must be 1 to 10000, not {hands!r}</source>
        <translation>線上模式每靴局數必須是 1 到 10000，而不是 {hands!r}</translation>
    </message>
    <message>
        <source>a batch must be 1 shoe or more, not {batch!r}</source>
        <translation>每批必須至少 1 靴，而不是 {batch!r}</translation>
    </message>
    <message>
        <source>not enough memory to simulate {count} shoes at once; simulate fewer</source>
        <translation>記憶體不足，無法一次模擬 {count} 靴；請減少數量</translation>
    </message>
    <message>
        <source>a file name that is not UTF-8 text cannot be shown or stored (it holds {name}); rename the file with UTF-8 characters and try again</source>
        <translation>不是 UTF-8 文字的檔名無法顯示或儲存（其中含有 {name}）；請用 UTF-8 字元重新命名檔案後再試</translation>
    </message>
    <message>
        <source>the output cannot be shown in this terminal&apos;s encoding ({encoding}): {text} has no place in it; use a UTF-8 terminal, or set PYTHONIOENCODING=utf-8</source>
        <translation>輸出無法以此終端的編碼（{encoding}）顯示：{text} 不在其中；請使用 UTF-8 終端，或設定 PYTHONIOENCODING=utf-8</translation>
    </message>
    <message>
        <source>text that is not {encoding} where it was expected ({reason}); set PYTHONIOENCODING=utf-8 or save the input as UTF-8</source>
        <translation>此處應為 {encoding} 文字，但並不是（{reason}）；請設定 PYTHONIOENCODING=utf-8 或將輸入儲存為 UTF-8</translation>
    </message>
    <message>
        <source>the disk is full ({reason}); make room and try again</source>
        <translation>磁碟已滿（{reason}）；請騰出空間後再試</translation>
    </message>
    <message>
        <source>permission denied ({reason}); check who may read and write it</source>
        <translation>權限不足（{reason}）；請檢查誰可以讀寫它</translation>
    </message>
    <message>
        <source>the output&apos;s reader went away (broken pipe)</source>
        <translation>輸出的讀取方已斷開（管道中斷）</translation>
    </message>
    <message>
        <source>line {line}, hand {hand}: records no winner and no cards</source>
        <translation>第 {line} 行，第 {hand} 局：既沒有記錄贏家也沒有記錄牌</translation>
    </message>
    <message>
        <source>hand {hand}: records no winner and no cards</source>
        <translation>第 {hand} 局：既沒有記錄贏家也沒有記錄牌</translation>
    </message>
    <message>
        <source>{where}: character {position} is {char!r}; expected B, P or T (spaces are ignored)</source>
        <translation>{where}：第 {position} 個字元是 {char!r}；應為 B、P 或 T（空格會被忽略）</translation>
    </message>
    <message>
        <source>a vertical tab</source>
        <translation>垂直製表符</translation>
    </message>
    <message>
        <source>a form feed</source>
        <translation>換頁符</translation>
    </message>
    <message>
        <source>a file separator</source>
        <translation>檔案分隔符</translation>
    </message>
    <message>
        <source>a group separator</source>
        <translation>組分隔符</translation>
    </message>
    <message>
        <source>a record separator</source>
        <translation>記錄分隔符</translation>
    </message>
    <message>
        <source>a next-line character, NEL</source>
        <translation>下一行字元 NEL</translation>
    </message>
    <message>
        <source>a line separator</source>
        <translation>行分隔符</translation>
    </message>
    <message>
        <source>a paragraph separator</source>
        <translation>段落分隔符</translation>
    </message>
    <message>
        <source>{code} ({name}) ends a line for some programs but not in a bead file, whose lines end in a line feed: save the file with ordinary line ends</source>
        <translation>{code}（{name}）在某些程式中表示換行，但在珠盤檔案中不是，珠盤檔案的行以換行符結束：請用普通的換行儲存檔案</translation>
    </message>
    <message>
        <source>{char!r} is not a bead letter: a bead string holds B, P and T (a label ends with a colon, # starts a comment)</source>
        <translation>{char!r} 不是珠子字母：珠串只含 B、P 和 T（標籤以冒號結尾，# 開始註釋）</translation>
    </message>
    <message>
        <source>a shoe of more than {cap:,} hands (the cap on one shoe; an 8-deck shoe deals at most 104)</source>
        <translation>一靴超過 {cap:,} 局（每靴上限；8 副牌的牌靴最多發 104 局）</translation>
    </message>
    <message>
        <source>decks must be a whole number from 1 to 8, not {text!r}</source>
        <translation>副數必須是 1 到 8 的整數，而不是 {text!r}</translation>
    </message>
    <message>
        <source>a start time must be ISO 8601 (2025-08-09T00:26:15+00:00), not {text!r}</source>
        <translation>開始時間必須是 ISO 8601 格式（2025-08-09T00:26:15+00:00），而不是 {text!r}</translation>
    </message>
    <message>
        <source>shoe_first_time_ms must be Unix time in milliseconds, not {text!r}</source>
        <translation>shoe_first_time_ms 必須是以毫秒計的 Unix 時間，而不是 {text!r}</translation>
    </message>
    <message>
        <source>a shoe&apos;s kind must be one of {names}, not {text!r}</source>
        <translation>牌靴的型別必須是 {names} 之一，而不是 {text!r}</translation>
    </message>
    <message>
        <source>rules are words name=value with the names {known}; not {word!r}</source>
        <translation>規則是 name=value 形式的詞，名稱為 {known}；不能是 {word!r}</translation>
    </message>
    <message>
        <source>{name} must be 1 or 0 (or true, false), not {value!r}</source>
        <translation>{name} 必須是 1 或 0（或 true、false），而不是 {value!r}</translation>
    </message>
    <message>
        <source>{name} must be a whole number, not {value!r}</source>
        <translation>{name} 必須是整數，而不是 {value!r}</translation>
    </message>
    <message>
        <source>the cut card must be a whole number of cards from 0 to {cap:,}, not {text!r}</source>
        <translation>切牌卡必須是 0 到 {cap:,} 的整數張牌，而不是 {text!r}</translation>
    </message>
    <message>
        <source>a JSON value nested deeper than {depth} levels of lists and objects</source>
        <translation>JSON 值的清單和物件巢狀超過 {depth} 層</translation>
    </message>
    <message>
        <source>not a JSON object: {reason}</source>
        <translation>不是 JSON 物件：{reason}</translation>
    </message>
    <message>
        <source>must be a JSON object ({{…}}), not {text!r}</source>
        <translation>必須是 JSON 物件（{{…}}），而不是 {text!r}</translation>
    </message>
    <message>
        <source>a JSON value nested deeper than {depth} levels</source>
        <translation>JSON 值巢狀超過 {depth} 層</translation>
    </message>
    <message>
        <source>text with half of a UTF-16 surrogate pair (such as \ud800), which no UTF-8 text can hold</source>
        <translation>文字含有半個 UTF-16 代理對（如 \ud800），UTF-8 文字無法容納</translation>
    </message>
    <message>
        <source>winner must be B, P or T (or Banker, Player, Tie), not {text!r}</source>
        <translation>贏家必須是 B、P 或 T（或 Banker、Player、Tie），而不是 {text!r}</translation>
    </message>
    <message>
        <source>a total must be a whole number from 0 to 9, not {text!r}</source>
        <translation>點數必須是 0 到 9 的整數，而不是 {text!r}</translation>
    </message>
    <message>
        <source>a flag must be 1 or 0 (or true, false), not {text!r}</source>
        <translation>標記必須是 1 或 0（或 true、false），而不是 {text!r}</translation>
    </message>
    <message>
        <source>a hand number must be a whole number 1, 2, … up to {cap:,}, not {text!r}</source>
        <translation>局號必須是整數 1、2、… 最大 {cap:,}，而不是 {text!r}</translation>
    </message>
    <message>
        <source>unknown card {token!r} (card {number}): {reason}</source>
        <translation>未知的牌 {token!r}（第 {number} 張）：{reason}</translation>
    </message>
    <message>
        <source>a cell of {length:,} characters, past the cap of {cap:,}</source>
        <translation>單元格有 {length:,} 個字元，超過上限 {cap:,}</translation>
    </message>
    <message>
        <source>the quote (&quot;) that opens this cell is not closed on its line, so the cell runs on over {lines} more line: a closing quote missing?</source>
        <translation>開啟此單元格的引號（&quot;）沒有在本行閉合，所以單元格延續了 {lines} 行：是否缺少閉合引號？</translation>
    </message>
    <message>
        <source>the quote (&quot;) that opens this cell is not closed on its line, so the cell runs on over {lines} more lines: a closing quote missing?</source>
        <translation>開啟此單元格的引號（&quot;）沒有在本行閉合，所以單元格延續了 {lines} 行：是否缺少閉合引號？</translation>
    </message>
    <message>
        <source>not a hands CSV: the header names none of the columns shoe, hand, player, banker, winner</source>
        <translation>不是牌局 CSV：表頭中沒有 shoe、hand、player、banker、winner 中的任何一欄</translation>
    </message>
    <message>
        <source>missing column {missing!r}: a hands CSV with {have!r} cards needs both sides</source>
        <translation>缺少欄 {missing!r}：含 {have!r} 牌的牌局 CSV 需要兩邊的牌</translation>
    </message>
    <message>
        <source>missing column &apos;winner&apos; (or &apos;player&apos; and &apos;banker&apos; for cards): every hand needs its cards or its winner</source>
        <translation>缺少欄 &apos;winner&apos;（或記錄牌的 &apos;player&apos; 和 &apos;banker&apos;）：每局都需要牌或贏家</translation>
    </message>
    <message>
        <source>shoe {label!r} has more than {cap:,} hands (the cap on one shoe; an 8-deck shoe deals at most 104): is the shoe column missing?</source>
        <translation>牌靴 {label!r} 超過 {cap:,} 局（每靴上限；8 副牌的牌靴最多發 104 局）：是否缺少 shoe 欄？</translation>
    </message>
    <message>
        <source>a row needs cards (player and banker) or a winner</source>
        <translation>每行都需要牌（player 和 banker）或贏家</translation>
    </message>
    <message>
        <source>not a readable CSV row: {reason}</source>
        <translation>無法讀取的 CSV 行：{reason}</translation>
    </message>
    <message>
        <source>{place}, line {line}</source>
        <translation>{place}，第 {line} 行</translation>
    </message>
    <message>
        <source>{place}, {part}</source>
        <translation>{place}，{part}</translation>
    </message>
    <message>
        <source>field {field}</source>
        <translation>欄位 {field}</translation>
    </message>
    <message>
        <source>column {column}</source>
        <translation>第 {column} 欄</translation>
    </message>
    <message>
        <source>field {field!r}</source>
        <translation>欄位 {field!r}</translation>
    </message>
    <message>
        <source>column {column!r}</source>
        <translation>欄 {column!r}</translation>
    </message>
    <message>
        <source>expected a field name in double quotes (a &apos;,&apos; too many before &apos;}}&apos;?)</source>
        <translation>應為雙引號中的欄位名（&apos;}}&apos; 前多了一個 &apos;,&apos;？）</translation>
    </message>
    <message>
        <source>expected a value (a number, text in double quotes, true, false, null, a list or an object)</source>
        <translation>應為一個值（數字、雙引號中的文字、true、false、null、清單或物件）</translation>
    </message>
    <message>
        <source>the text in double quotes that starts here never ends</source>
        <translation>從這裡開始的雙引號文字沒有結束</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; between two values</source>
        <translation>兩個值之間應有 &apos;,&apos;</translation>
    </message>
    <message>
        <source>expected &apos;:&apos; after a field name</source>
        <translation>欄位名後應有 &apos;:&apos;</translation>
    </message>
    <message>
        <source>a line break or control character inside text in double quotes</source>
        <translation>雙引號文字中有換行或控制字元</translation>
    </message>
    <message>
        <source>a backslash that starts no valid escape</source>
        <translation>反斜槓後不是有效的轉義</translation>
    </message>
    <message>
        <source>the end of the file (cut short?)</source>
        <translation>檔案結尾（檔案被截斷？）</translation>
    </message>
    <message>
        <source>not valid shoe JSON: expected {what}, found {found}</source>
        <translation>不是有效的牌靴 JSON：應為 {what}，卻是 {found}</translation>
    </message>
    <message>
        <source>a value nested deeper than {depth} levels of lists and objects</source>
        <translation>值的清單和物件巢狀超過 {depth} 層</translation>
    </message>
    <message>
        <source>a number too long to read ({reason})</source>
        <translation>數字太長，無法讀取（{reason}）</translation>
    </message>
    <message>
        <source>a value longer than {cap:,} characters (the cap on one hand or one field of a shoe): not a shoe JSON value</source>
        <translation>值超過 {cap:,} 個字元（一局或牌靴一個欄位的上限）：不是牌靴 JSON 的值</translation>
    </message>
    <message>
        <source>nested deeper than {depth} levels</source>
        <translation>巢狀超過 {depth} 層</translation>
    </message>
    <message>
        <source>{reason}; the file ends there (cut short?)</source>
        <translation>{reason}；檔案在此結束（被截斷？）</translation>
    </message>
    <message>
        <source>not valid JSON: {reason}</source>
        <translation>不是有效的 JSON：{reason}</translation>
    </message>
    <message>
        <source>not valid JSON: an object key must be a string</source>
        <translation>不是有效的 JSON：物件的鍵必須是字串</translation>
    </message>
    <message>
        <source>cards must be a list of card strings such as &quot;9H&quot;</source>
        <translation>牌必須是像 &quot;9H&quot; 這樣的牌字串清單</translation>
    </message>
    <message>
        <source>expected true or false, not {value!r}</source>
        <translation>應為 true 或 false，而不是 {value!r}</translation>
    </message>
    <message>
        <source>expected a whole number, not {value!r}</source>
        <translation>應為整數，而不是 {value!r}</translation>
    </message>
    <message>
        <source>expected text, not {value!r}</source>
        <translation>應為文字，而不是 {value!r}</translation>
    </message>
    <message>
        <source>expected an object, not {value!r}</source>
        <translation>應為物件，而不是 {value!r}</translation>
    </message>
    <message>
        <source>expected {kind}, not {value!r}</source>
        <translation>應為 {kind}，而不是 {value!r}</translation>
    </message>
    <message>
        <source>a total must be 0 to 9, not {value}</source>
        <translation>點數必須是 0 到 9，而不是 {value}</translation>
    </message>
    <message>
        <source>hand {position} must be an object</source>
        <translation>第 {position} 局必須是物件</translation>
    </message>
    <message>
        <source>extra must be an object of text values</source>
        <translation>extra 必須是值為文字的物件</translation>
    </message>
    <message>
        <source>shoe {label!r} gives its label only after its first {hands:,} hands: a shoe this long is checked as it is read, so its label must come before its hands</source>
        <translation>牌靴 {label!r} 在前 {hands:,} 局之後才給出標籤：這麼長的牌靴是邊讀邊檢查的，所以標籤必須在牌局之前</translation>
    </message>
    <message>
        <source>shoe {position} ({label!r})</source>
        <translation>牌靴 {position}（{label!r}）</translation>
    </message>
    <message>
        <source>shoe {position}</source>
        <translation>牌靴 {position}</translation>
    </message>
    <message>
        <source>{name}: its notes and extra hold more than {cap:,} characters in all (the cap on one shoe&apos;s notes and extra)</source>
        <translation>{name}：備註和 extra 合計超過 {cap:,} 個字元（一靴備註和 extra 的上限）</translation>
    </message>
    <message>
        <source>kind must be one of {names}, not {kind!r}</source>
        <translation>kind 必須是 {names} 之一，而不是 {kind!r}</translation>
    </message>
    <message>
        <source>not an ISO 8601 time: {text!r}</source>
        <translation>不是 ISO 8601 時間：{text!r}</translation>
    </message>
    <message>
        <source>cut_card must be 0 to {cap:,}, not {cut_card}</source>
        <translation>cut_card 必須是 0 到 {cap:,}，而不是 {cut_card}</translation>
    </message>
    <message>
        <source>extra must be an object</source>
        <translation>extra 必須是物件</translation>
    </message>
    <message>
        <source>not a tracker shoe JSON document: expected an object with format_version</source>
        <translation>不是 tracker 牌靴 JSON 文件：應為含 format_version 的物件</translation>
    </message>
    <message>
        <source>format_version must be a whole number</source>
        <translation>format_version 必須是整數</translation>
    </message>
    <message>
        <source>format_version {version} was written by a newer tracker; this one reads format_version {ours}: update tracker to read the file</source>
        <translation>format_version {version} 由更新版本的 tracker 寫入；此版本讀取 format_version {ours}：請更新 tracker 以讀取該檔案</translation>
    </message>
    <message>
        <source>format_version {version} does not exist; expected {ours}</source>
        <translation>format_version {version} 不存在；應為 {ours}</translation>
    </message>
    <message>
        <source>format_version must come before shoes (not a tracker shoe JSON document?)</source>
        <translation>format_version 必須在 shoes 之前（不是 tracker 牌靴 JSON 文件？）</translation>
    </message>
    <message>
        <source>not valid JSON: more text after the document</source>
        <translation>不是有效的 JSON：文件後面還有文字</translation>
    </message>
    <message>
        <source>not a tracker shoe JSON document: no format_version</source>
        <translation>不是 tracker 牌靴 JSON 文件：沒有 format_version</translation>
    </message>
    <message>
        <source>the start time {started} is out of range in UTC (years 1 to 9999)</source>
        <translation>開始時間 {started} 換算為 UTC 後超出範圍（1 到 9999 年）</translation>
    </message>
    <message>
        <source>{place}: {reason}; nothing was written</source>
        <translation>{place}：{reason}；未寫入任何內容</translation>
    </message>
    <message>
        <source>cannot follow the link ({reason})</source>
        <translation>無法跟隨連結（{reason}）</translation>
    </message>
    <message>
        <source>this is the library itself; an output never replaces it</source>
        <translation>這就是牌靴庫本身；輸出永遠不會替換它</translation>
    </message>
    <message>
        <source>cannot write the file: it is a folder; give a file name</source>
        <translation>無法寫入檔案：這是一個資料夾；請給出檔名</translation>
    </message>
    <message>
        <source>this is an SQLite database (a tracker library?); an output never replaces one: choose another file name</source>
        <translation>這是一個 SQLite 資料庫（tracker 牌靴庫？）；輸出永遠不會替換它：請選擇其他檔名</translation>
    </message>
    <message>
        <source>cannot write the file: {reason}</source>
        <translation>無法寫入檔案：{reason}</translation>
    </message>
    <message>
        <source>the folder {folder} does not exist</source>
        <translation>資料夾 {folder} 不存在</translation>
    </message>
    <message>
        <source>{folder} is not a folder</source>
        <translation>{folder} 不是資料夾</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>磁碟已滿</translation>
    </message>
    <message>
        <source>not UTF-8 text: it holds NUL bytes (binary data, or UTF-16 text without a byte-order mark; save the file as UTF-8)</source>
        <translation>不是 UTF-8 文字：含有 NUL 位元組（二進位資料，或沒有位元組順序標記的 UTF-16 文字；請將檔案儲存為 UTF-8）</translation>
    </message>
    <message>
        <source>not a shoe file: this line is neither a hands-CSV header (naming shoe, hand, player, banker or winner columns), a bead string (B, P, T) nor shoe JSON</source>
        <translation>不是牌靴檔案：這一行既不是牌局 CSV 的表頭（含 shoe、hand、player、banker 或 winner 欄），也不是珠串（B、P、T）或牌靴 JSON</translation>
    </message>
    <message>
        <source>a ZIP archive or an Excel/OpenDocument workbook (.xlsx, .ods)</source>
        <translation>ZIP 壓縮包或 Excel/OpenDocument 工作簿（.xlsx、.ods）</translation>
    </message>
    <message>
        <source>an old Excel workbook (.xls) or Office file</source>
        <translation>舊版 Excel 工作簿（.xls）或 Office 檔案</translation>
    </message>
    <message>
        <source>a PNG image</source>
        <translation>PNG 圖片</translation>
    </message>
    <message>
        <source>a JPEG image</source>
        <translation>JPEG 圖片</translation>
    </message>
    <message>
        <source>a GIF image</source>
        <translation>GIF 圖片</translation>
    </message>
    <message>
        <source>a PDF document</source>
        <translation>PDF 文件</translation>
    </message>
    <message>
        <source>an SQLite database (a tracker library?)</source>
        <translation>SQLite 資料庫（tracker 牌靴庫？）</translation>
    </message>
    <message>
        <source>not a shoe file: this is {kind}, not text: save the sheet as CSV UTF-8 and validate that (a shoe file is a hands CSV, bead strings or shoe JSON)</source>
        <translation>不是牌靴檔案：這是{kind}，不是文字：請將工作表另存為 CSV UTF-8 再驗證（牌靴檔案是牌局 CSV、珠串或牌靴 JSON）</translation>
    </message>
    <message>
        <source>not a shoe file: this is {kind}, not text (a shoe file is a hands CSV, bead strings or shoe JSON)</source>
        <translation>不是牌靴檔案：這是{kind}，不是文字（牌靴檔案是牌局 CSV、珠串或牌靴 JSON）</translation>
    </message>
    <message>
        <source>Windows-1252 or Latin-1</source>
        <translation>Windows-1252 或 Latin-1</translation>
    </message>
    <message>
        <source>a double-byte encoding such as Korean CP949/EUC-KR, Chinese GBK or Japanese Shift-JIS</source>
        <translation>雙位元組編碼，如韓文 CP949/EUC-KR、中文 GBK 或日文 Shift-JIS</translation>
    </message>
    <message>
        <source>no data came for {seconds} seconds: a pipe or FIFO with no program writing to it (or one that stopped); nothing was read</source>
        <translation>{seconds} 秒內沒有收到資料：這是沒有程式寫入（或寫入已停止）的管道或 FIFO；未讀取任何內容</translation>
    </message>
    <message>
        <source>the compressed file expands more than {times} times (past {mib} MiB): not a shoe file (a gzip bomb?); nothing was read</source>
        <translation>壓縮檔案解壓後膨脹超過 {times} 倍（超過 {mib} MiB 之後）：不是牌靴檔案（gzip 炸彈？）；未讀取任何內容</translation>
    </message>
    <message>
        <source>the line is longer than {limit:,} bytes (the cap on a line): not a row or bead string of a shoe file</source>
        <translation>該行超過 {limit:,} 位元組（每行上限）：不是牌靴檔案的行或珠串</translation>
    </message>
    <message>
        <source>not UTF-8 text: save the file as UTF-8</source>
        <translation>不是 UTF-8 文字：請將檔案儲存為 UTF-8</translation>
    </message>
    <message>
        <source>this is {encoding} text, not UTF-8: save the file as UTF-8</source>
        <translation>這是 {encoding} 文字，不是 UTF-8：請將檔案儲存為 UTF-8</translation>
    </message>
    <message>
        <source>not UTF-8 text: byte {byte} (perhaps {encoding}; save the file as UTF-8)</source>
        <translation>不是 UTF-8 文字：位元組 {byte}（可能是 {encoding}；請將檔案儲存為 UTF-8）</translation>
    </message>
    <message>
        <source>not UTF-8 text</source>
        <translation>不是 UTF-8 文字</translation>
    </message>
    <message>
        <source>cannot read the file: {reason}</source>
        <translation>無法讀取檔案：{reason}</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>檔案不存在</translation>
    </message>
    <message>
        <source>a folder, not a shoe file</source>
        <translation>這是資料夾，不是牌靴檔案</translation>
    </message>
    <message>
        <source>permission denied: cannot read the file</source>
        <translation>權限不足：無法讀取檔案</translation>
    </message>
    <message>
        <source>damaged gzip file: {reason}</source>
        <translation>gzip 檔案已損壞：{reason}</translation>
    </message>
    <message>
        <source>no rules: write one a line, like &apos;after B B P bet P 2 units&apos;</source>
        <translation>沒有規則：每行寫一條，例如 &apos;after B B P bet P 2 units&apos;</translation>
    </message>
    <message>
        <source>expected &apos;after&apos; to start a rule, found {word!r}</source>
        <translation>規則應以 &apos;after&apos; 開頭，卻是 {word!r}</translation>
    </message>
    <message>
        <source>expected B, P or T in the pattern, found {letter!r}</source>
        <translation>模式中應為 B、P 或 T，卻是 {letter!r}</translation>
    </message>
    <message>
        <source>expected a pattern of B, P and T after &apos;after&apos;</source>
        <translation>&apos;after&apos; 後應為由 B、P 和 T 組成的模式</translation>
    </message>
    <message>
        <source>a pattern of at most {most} hands, not {length}</source>
        <translation>模式最多 {most} 局，而不是 {length} 局</translation>
    </message>
    <message>
        <source>expected &apos;bet&apos; and a side after the pattern</source>
        <translation>模式後應為 &apos;bet&apos; 和下注的一方</translation>
    </message>
    <message>
        <source>expected the bet after &apos;bet&apos;: banker, player, tie, player_pair or banker_pair</source>
        <translation>&apos;bet&apos; 後應為下注項：banker、player、tie、player_pair 或 banker_pair</translation>
    </message>
    <message>
        <source>expected banker, player, tie, player_pair or banker_pair (or B, P, T), found {side!r}</source>
        <translation>應為 banker、player、tie、player_pair 或 banker_pair（或 B、P、T），卻是 {side!r}</translation>
    </message>
    <message>
        <source>expected a whole number of units from 1 to {most}, found {amount!r}</source>
        <translation>應為 1 到 {most} 的整數單位，卻是 {amount!r}</translation>
    </message>
    <message>
        <source>expected &apos;units&apos; after the amount, found {word!r}</source>
        <translation>金額後應為 &apos;units&apos;，卻是 {word!r}</translation>
    </message>
    <message>
        <source>unexpected {word!r} after the end of the rule</source>
        <translation>規則結束後多出了 {word!r}</translation>
    </message>
    <message>
        <source>{bet} bets need hands that record pairs; these shoes record none</source>
        <translation>{bet} 注需要記錄了對子的牌局；這些牌靴沒有記錄</translation>
    </message>
    <message>
        <source>unknown system {system!r}; choose from {systems}</source>
        <translation>未知的系統 {system!r}；請從 {systems} 中選擇</translation>
    </message>
    <message>
        <source>the {system} system needs a bet (--bet {bets})</source>
        <translation>{system} 系統需要指定下注（--bet {bets}）</translation>
    </message>
    <message>
        <source>unknown bet {bet!r}; choose from {bets}</source>
        <translation>未知的下注 {bet!r}；請從 {bets} 中選擇</translation>
    </message>
    <message>
        <source>the unit must be a whole amount of 1 or more, not {value!r}</source>
        <translation>單位必須是 1 或以上的整數金額，而不是 {value!r}</translation>
    </message>
    <message>
        <source>the table maximum must be a whole amount of 1 or more, not {value!r}</source>
        <translation>牌桌上限必須是 1 或以上的整數金額，而不是 {value!r}</translation>
    </message>
    <message>
        <source>the bankroll must be a whole amount of 1 or more, not {value!r}</source>
        <translation>本金必須是 1 或以上的整數金額，而不是 {value!r}</translation>
    </message>
    <message>
        <source>the table maximum ({table_max}) is below the unit ({unit})</source>
        <translation>牌桌上限（{table_max}）低於單位（{unit}）</translation>
    </message>
    <message>
        <source>the pattern-rules system needs rules (--rules)</source>
        <translation>模式規則系統需要規則（--rules）</translation>
    </message>
    <message>
        <source>a Labouchère line needs whole numbers of 1 or more</source>
        <translation>Labouchère 數列需要 1 或以上的整數</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>確定</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>儲存</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>全部儲存</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>開啟</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>是(&amp;Y)</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>全部皆是(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>否(&amp;N)</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>全部皆否(&amp;O)</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>終止</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>重試</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>忽略</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>丟棄</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>說明</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>套用</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>重設</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>還原到預設值</translation>
    </message>
</context>
<context>
    <name>Roads</name>
    <message>
        <source>B</source>
        <translation>莊</translation>
    </message>
    <message>
        <source>P</source>
        <translation>閒</translation>
    </message>
    <message>
        <source>T</source>
        <translation>和</translation>
    </message>
    <message>
        <source>Bead Plate</source>
        <translation>珠盤路</translation>
    </message>
    <message>
        <source>Big Road</source>
        <translation>大路</translation>
    </message>
    <message>
        <source>Big Eye Boy</source>
        <translation>大眼仔</translation>
    </message>
    <message>
        <source>Small Road</source>
        <translation>小路</translation>
    </message>
    <message>
        <source>Cockroach Pig</source>
        <translation>曱甴路</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>Ask road (B? / P?): the mark each derived road would get next; a restatement of history, not a prediction.</source>
        <translation>問路（莊? / 閒?）：下一局各下三路將得到的標記；只是複述歷史，不是預測。</translation>
    </message>
    <message>
        <source>The ask road shows the mark each derived road (Big Eye Boy, Small Road, Cockroach Pig) would get if the next hand were Banker (B?) or Player (P?). It restates the history of this shoe; it is not a prediction.</source>
        <translation>問路顯示若下一局為莊（莊?）或閒（閒?），各下三路（大眼仔、小路、曱甴路）將得到的標記。它複述本靴的歷史，不是預測。</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>As the system</source>
        <translation>跟隨系統</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>淺色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>Settings — tracker</source>
        <translation>設定 — tracker</translation>
    </message>
    <message>
        <source>Light or dark windows, or whatever the system uses</source>
        <translation>淺色或深色視窗，或跟隨系統</translation>
    </message>
    <message>
        <source>The language of the windows; it changes as soon as you save</source>
        <translation>視窗使用的語言；儲存後立即切換</translation>
    </message>
    <message>
        <source>Colour-blind-safe scorecards</source>
        <translation>色盲友善路紙</translation>
    </message>
    <message>
        <source>Shapes as well as colours tell Banker from Player</source>
        <translation>除顏色外，也用形狀區分莊和閒</translation>
    </message>
    <message>
        <source>Offer the card field at the table (C)</source>
        <translation>在牌桌提供輸入牌面欄 (C)</translation>
    </message>
    <message>
        <source>Enter each hand&apos;s cards for exact odds; off, B, P and T alone log a hand</source>
        <translation>輸入每局的牌面以得到精確賠率；關閉時只用 B、P、T 記錄一局</translation>
    </message>
    <message>
        <source>The decks a new shoe starts with</source>
        <translation>新牌靴的副數</translation>
    </message>
    <message>
        <source>No commission</source>
        <translation>免佣</translation>
    </message>
    <message>
        <source>The Banker commission a new shoe starts with</source>
        <translation>新牌靴的莊家抽佣</translation>
    </message>
    <message>
        <source>%1 to 1</source>
        <translation>1 賠 %1</translation>
    </message>
    <message>
        <source>What a tie pays in a new shoe</source>
        <translation>新牌靴中和局的賠率</translation>
    </message>
    <message>
        <source>Now: %1</source>
        <translation>目前：%1</translation>
    </message>
    <message>
        <source>The library file (or a postgresql:// address) to open at the next start; empty: the default (or --db / TRACKER_DB)</source>
        <translation>下次啟動時開啟的牌靴庫檔案（或 postgresql:// 位址）；留空：預設（或 --db / TRACKER_DB）</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>瀏覽…</translation>
    </message>
    <message>
        <source>Choose a library file</source>
        <translation>選擇牌靴庫檔案</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>語言(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>主題(&amp;T)：</translation>
    </message>
    <message>
        <source>&lt;b&gt;A new shoe starts with&lt;/b&gt;</source>
        <translation>&lt;b&gt;新牌靴的預設值&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&amp;Decks:</source>
        <translation>副數(&amp;D)：</translation>
    </message>
    <message>
        <source>Co&amp;mmission:</source>
        <translation>抽佣(&amp;M)：</translation>
    </message>
    <message>
        <source>Tie &amp;pays:</source>
        <translation>和局賠率(&amp;P)：</translation>
    </message>
    <message>
        <source>Library:</source>
        <translation>牌靴庫：</translation>
    </message>
    <message>
        <source>A new library location is opened at the next start.</source>
        <translation>新的牌靴庫位置將在下次啟動時開啟。</translation>
    </message>
    <message>
        <source>Library file</source>
        <translation>牌靴庫檔案</translation>
    </message>
    <message>
        <source>tracker library (*.sqlite *.db);;All files (*)</source>
        <translation>tracker 牌靴庫 (*.sqlite *.db);;所有檔案 (*)</translation>
    </message>
</context>
<context>
    <name>ShoeList</name>
    <message>
        <source>Shoe</source>
        <translation>牌靴</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>開始時間</translation>
    </message>
    <message>
        <source>Hands: B · P · T</source>
        <translation>局數：莊 · 閒 · 和</translation>
    </message>
</context>
<context>
    <name>SideBetsBox</name>
    <message>
        <source>None: a side bet may be placed alone</source>
        <translation>無：邊注可單獨下注</translation>
    </message>
    <message>
        <source>A main bet of at least</source>
        <translation>主注至少為</translation>
    </message>
    <message>
        <source>A main bet at least as large as the side bet, and at least</source>
        <translation>主注不小於邊注，且至少為</translation>
    </message>
    <message>
        <source>Side bets shown at the table and in the replay</source>
        <translation>牌桌和重播中顯示的邊注</translation>
    </message>
    <message>
        <source>What the casino asks beside a side bet: the figures then add the better of Banker and Player, at this size, to each side bet</source>
        <translation>賭場對邊注附帶主注的要求：此時數字會按此大小，在每個邊注上加上莊和閒中較好的一方</translation>
    </message>
    <message>
        <source> × the side bet</source>
        <translation> × 邊注</translation>
    </message>
    <message>
        <source>The smallest main bet required, in side-bet stakes</source>
        <translation>要求的最小主注，以邊注額計</translation>
    </message>
    <message>
        <source>Main bet required:</source>
        <translation>要求的主注：</translation>
    </message>
</context>
</TS>
