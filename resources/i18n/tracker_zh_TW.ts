<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
<context>
    <name>Backtest</name>
    <message>
        <source>Flat</source>
        <translation>平注</translation>
    </message>
    <message>
        <source>one unit every hand</source>
        <translation>每局一個單位</translation>
    </message>
    <message>
        <source>Martingale</source>
        <translation>馬丁格爾</translation>
    </message>
    <message>
        <source>double after a loss, back to one unit after a win or when the double would pass the table maximum</source>
        <translation>輸後加倍，贏後或加倍將超過牌桌上限時回到一個單位</translation>
    </message>
    <message>
        <source>Paroli</source>
        <translation>帕羅利</translation>
    </message>
    <message>
        <source>double after a win, back to one unit after three wins in a row or a loss</source>
        <translation>贏後加倍，連贏三局或輸後回到一個單位</translation>
    </message>
    <message>
        <source>d&apos;Alembert</source>
        <translation>達朗貝爾</translation>
    </message>
    <message>
        <source>one unit more after a loss, one less after a win (never below one)</source>
        <translation>輸後加一個單位，贏後減一個單位（不低於一個）</translation>
    </message>
    <message>
        <source>1-3-2-6</source>
        <translation>1-3-2-6</translation>
    </message>
    <message>
        <source>1, 3, 2, 6 units on wins in a row, back to 1 after a loss or the fourth win</source>
        <translation>連贏時依次下 1、3、2、6 個單位，輸後或第四次贏後回到 1</translation>
    </message>
    <message>
        <source>Fibonacci</source>
        <translation>斐波那契</translation>
    </message>
    <message>
        <source>one step up the Fibonacci numbers after a loss, two steps down after a win</source>
        <translation>輸後沿斐波那契數列上升一步，贏後下降兩步</translation>
    </message>
    <message>
        <source>Labouchère</source>
        <translation>拉布謝爾</translation>
    </message>
    <message>
        <source>stake the first and last numbers of the line; a win crosses them off, a loss adds the stake to the end; a cleared line starts again</source>
        <translation>下注數列首尾兩數之和；贏則劃去這兩個數，輸則把注額加到末尾；數列劃完後重新開始</translation>
    </message>
    <message>
        <source>Follow the last winner</source>
        <translation>跟上一局贏家</translation>
    </message>
    <message>
        <source>one unit on the side that won the last decision</source>
        <translation>一個單位下在上一次分出勝負時贏的一方</translation>
    </message>
    <message>
        <source>Bet against the last winner</source>
        <translation>反跟上一局贏家</translation>
    </message>
    <message>
        <source>one unit on the side that lost the last decision</source>
        <translation>一個單位下在上一次分出勝負時輸的一方</translation>
    </message>
    <message>
        <source>Follow a derived road</source>
        <translation>跟下三路</translation>
    </message>
    <message>
        <source>one unit on the side that would repeat the derived road&apos;s last colour</source>
        <translation>一個單位下在能讓該下三路重複上一個顏色的一方</translation>
    </message>
    <message>
        <source>Pattern rules</source>
        <translation>牌型規則</translation>
    </message>
    <message>
        <source>the first of your rules whose pattern matches the last results</source>
        <translation>按您的規則中第一條牌型與最近結果相符的規則下注</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>莊</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>閒</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>和</translation>
    </message>
    <message>
        <source>Player pair</source>
        <translation>閒對</translation>
    </message>
    <message>
        <source>Banker pair</source>
        <translation>莊對</translation>
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
        <source>Shoes</source>
        <translation>牌靴數</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>局數</translation>
    </message>
    <message>
        <source>Bets placed</source>
        <translation>下注次數</translation>
    </message>
    <message>
        <source>Wagered</source>
        <translation>總注額</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>淨輸贏</translation>
    </message>
    <message>
        <source>Net per unit wagered</source>
        <translation>每單位注額淨輸贏</translation>
    </message>
    <message>
        <source>Expected net</source>
        <translation>期望淨輸贏</translation>
    </message>
    <message>
        <source>Expected per unit wagered</source>
        <translation>每單位注額期望</translation>
    </message>
    <message>
        <source>%1 (the house edge)</source>
        <translation>%1（莊家優勢）</translation>
    </message>
    <message>
        <source>Standard error</source>
        <translation>標準誤差</translation>
    </message>
    <message>
        <source>Shoes busted</source>
        <translation>輸光的牌靴</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 中的 %1</translation>
    </message>
    <message>
        <source>A shoe&apos;s net</source>
        <translation>單靴淨輸贏</translation>
    </message>
    <message>
        <source>median %1, 5%–95% %2 to %3; %4 shoes ahead</source>
        <translation>中位數 %1，5%–95% 為 %2 至 %3；%4 靴領先</translation>
    </message>
</context>
<context>
    <name>BacktestWindow</name>
    <message>
        <source>Backtest a betting system — tracker</source>
        <translation>回測投注系統 — tracker</translation>
    </message>
    <message>
        <source>Simulated shoes</source>
        <translation>模擬牌靴</translation>
    </message>
    <message>
        <source>The shown shoe</source>
        <translation>目前牌靴</translation>
    </message>
    <message>
        <source>The whole library</source>
        <translation>整個牌靴庫</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>random</source>
        <translation>隨機</translation>
    </message>
    <message>
        <source>System</source>
        <translation>系統</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>下注</translation>
    </message>
    <message>
        <source>Derived road</source>
        <translation>下三路</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>規則</translation>
    </message>
    <message>
        <source>First stake (unit)</source>
        <translation>首注（單位）</translation>
    </message>
    <message>
        <source>Table maximum</source>
        <translation>牌桌上限</translation>
    </message>
    <message>
        <source>Bankroll a shoe</source>
        <translation>每靴本金</translation>
    </message>
    <message>
        <source>Play over</source>
        <translation>回測範圍</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>種子</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>副數</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>執行(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Export chart as PNG…</source>
        <translation>將圖表匯出為 PNG(&amp;E)…</translation>
    </message>
    <message>
        <source>Bankroll curves</source>
        <translation>本金曲線</translation>
    </message>
    <message>
        <source>Results over shoes</source>
        <translation>各靴結果</translation>
    </message>
    <message>
        <source>Choose a system and where to play it, then Run.</source>
        <translation>選擇系統和回測範圍，然後點“執行”。</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>無法寫入 %1</translation>
    </message>
    <message>
        <source>No shoe is shown: open one, or play simulated shoes.</source>
        <translation>沒有顯示牌靴：請開啟一個，或使用模擬牌靴。</translation>
    </message>
    <message>
        <source>Playing…</source>
        <translation>回測中…</translation>
    </message>
    <message>
        <source>%Ln simulated %1-deck shoe(s), seed %2</source>
        <translation>%Ln 個 %1 副牌的模擬牌靴，種子 %2</translation>
    </message>
    <message>
        <source>shoe %1</source>
        <translation>牌靴 %1</translation>
    </message>
    <message>
        <source>the library %1</source>
        <translation>牌靴庫 %1</translation>
    </message>
    <message>
        <source>The backtest failed: %1</source>
        <translation>回測失敗：%1</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <source>Export the chart</source>
        <translation>匯出圖表</translation>
    </message>
    <message>
        <source>PNG (*.png)</source>
        <translation>PNG 圖片 (*.png)</translation>
    </message>
    <message>
        <source>Streak lengths: seen and expected</source>
        <translation>連長度：實際與期望</translation>
    </message>
    <message>
        <source>streak length</source>
        <translation>連長度</translation>
    </message>
    <message>
        <source>streaks</source>
        <translation>連數</translation>
    </message>
    <message>
        <source>Banker seen</source>
        <translation>莊 實際</translation>
    </message>
    <message>
        <source>Banker expected</source>
        <translation>莊 期望</translation>
    </message>
    <message>
        <source>Player seen</source>
        <translation>閒 實際</translation>
    </message>
    <message>
        <source>Player expected</source>
        <translation>閒 期望</translation>
    </message>
    <message>
        <source>Banker minus Player through the shoe</source>
        <translation>整靴莊減閒</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>局</translation>
    </message>
    <message>
        <source>Banker − Player</source>
        <translation>莊 − 閒</translation>
    </message>
    <message>
        <source>95% band</source>
        <translation>95% 區間帶</translation>
    </message>
    <message>
        <source>expected</source>
        <translation>期望</translation>
    </message>
    <message>
        <source>this shoe</source>
        <translation>本靴</translation>
    </message>
    <message>
        <source>House edge from the cards left</source>
        <translation>按剩餘牌計算的莊家優勢</translation>
    </message>
    <message>
        <source>house edge (%)</source>
        <translation>莊家優勢（%）</translation>
    </message>
    <message>
        <source>%1 (%2 pts)</source>
        <translation>%1（%2 個百分點）</translation>
    </message>
    <message>
        <source>Net through each shoe (first shoes)</source>
        <translation>每靴的淨輸贏走勢（前幾靴）</translation>
    </message>
    <message>
        <source>net (units)</source>
        <translation>淨輸贏（單位）</translation>
    </message>
    <message>
        <source>A shoe&apos;s net over all shoes</source>
        <translation>所有牌靴的單靴淨輸贏分佈</translation>
    </message>
    <message>
        <source>net of a shoe (units)</source>
        <translation>單靴淨輸贏（單位）</translation>
    </message>
    <message>
        <source>shoes</source>
        <translation>牌靴數</translation>
    </message>
    <message>
        <source>expected mean</source>
        <translation>期望均值</translation>
    </message>
    <message>
        <source>The bet&apos;s edge by true count (the player&apos;s; above 0 the player is ahead)</source>
        <translation>按真數計的該注優勢（玩家一方；高於 0 即玩家佔優）</translation>
    </message>
    <message>
        <source>true count before the hand (running count per deck unseen; the ends hold all beyond them)</source>
        <translation>該局前的真數（流水數除以未見副數；兩端包含更遠的值）</translation>
    </message>
    <message>
        <source>player&apos;s edge per unit bet (%; above 0 the player is ahead)</source>
        <translation>每單位下注的玩家優勢（%；高於 0 即玩家佔優）</translation>
    </message>
    <message>
        <source>exact edge from the cards left, 95% band</source>
        <translation>按剩餘牌精確計算的優勢，95% 區間帶</translation>
    </message>
    <message>
        <source>The bet&apos;s edge by true count: exact over %1</source>
        <translation>按真數計的該注優勢：基於 %1 精確計算</translation>
    </message>
    <message>
        <source>realised win per unit, every hand of the run, 95%</source>
        <translation>每單位實際贏額，本次執行的每一局，95%</translation>
    </message>
    <message>
        <source>off the top: %1</source>
        <translation>新靴時：%1</translation>
    </message>
    <message>
        <source>the count bets from %1</source>
        <translation>算牌從 %1 起下注</translation>
    </message>
</context>
<context>
    <name>CountEditor</name>
    <message>
        <source>running count above</source>
        <translation>流水數高於</translation>
    </message>
    <message>
        <source>running count at least</source>
        <translation>流水數至少</translation>
    </message>
    <message>
        <source>true count at least</source>
        <translation>真數至少</translation>
    </message>
    <message>
        <source>A count of my own</source>
        <translation>我自己的算牌法</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>One more hand</source>
        <translation>再發一局</translation>
    </message>
    <message>
        <source>Stop at once</source>
        <translation>立即停止</translation>
    </message>
    <message>
        <source>Tag of %1</source>
        <translation>%1 的計數值</translation>
    </message>
    <message>
        <source>What each %1 seen adds to the count</source>
        <translation>每見到一張 %1 給計數加上的值</translation>
    </message>
    <message>
        <source>random</source>
        <translation>隨機</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>Shoes on which the bet&apos;s exact edge from the cards left is worked out before every hand (slower than counting): the exact edge by true count on the chart, and the perfect-play bound, betting whenever that edge favours the player</source>
        <translation>在這些牌靴上，每局前都按剩餘牌精確計算該注的優勢（比算牌慢）：用於圖表上按真數計的精確優勢，以及完美打法的上限（只要優勢有利於玩家就下注）</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>算牌法</translation>
    </message>
    <message>
        <source>Side bet</source>
        <translation>邊注</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>計數值</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>起始值</translation>
    </message>
    <message>
        <source>Bet when</source>
        <translation>下注條件</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>閾值</translation>
    </message>
    <message>
        <source>Stake (unit)</source>
        <translation>注額（單位）</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>副數</translation>
    </message>
    <message>
        <source>Cards behind the cut card</source>
        <translation>切牌卡後的牌數</translation>
    </message>
    <message>
        <source>At the cut card</source>
        <translation>切牌卡出現時</translation>
    </message>
    <message>
        <source>Shoes</source>
        <translation>牌靴數</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>種子</translation>
    </message>
    <message>
        <source>Bankroll (units)</source>
        <translation>本金（單位）</translation>
    </message>
    <message>
        <source>Processes</source>
        <translation>程序數</translation>
    </message>
    <message>
        <source>Exact-edge shoes</source>
        <translation>精確優勢牌靴數</translation>
    </message>
</context>
<context>
    <name>CountPresets</name>
    <message>
        <source>Stephen How&apos;s unbalanced Dragon 7 count</source>
        <translation>Stephen How 的不平衡龍7 算牌法</translation>
    </message>
    <message>
        <source>start at -32 for 8 decks, count every card seen including the exposed burn card, bet when the running count is above 0 (the post&apos;s text says &gt; 0; its table&apos;s heading says &gt;= 0, which bets 8.4 times a shoe, not 6.8); the shoe ends with the hand in which the cut card comes out, as the bets a shoe of his Panda 8 posts show</source>
        <translation>8 副牌從 -32 起算，計入見到的每一張牌（包括亮出的燒牌），流水數高於 0 時下注（原文正文寫 &gt; 0；其表格標題寫 &gt;= 0，那樣每靴下注 8.4 次而不是 6.8 次）；切牌卡出現的那一局結束後整靴結束，與他熊貓8 文章中每靴下注次數一致</translation>
    </message>
    <message>
        <source>Stephen How&apos;s simplified Panda 8 co-count</source>
        <translation>Stephen How 的簡化熊貓8 輔助算牌法</translation>
    </message>
    <message>
        <source>start at 0, bet when the count gets to +35; published at around +9.0% of a fixed bet a shoe on about 2 bets with 16 cards behind the cut card</source>
        <translation>從 0 起算，計數達到 +35 時下注；公佈的結果約為每靴固定注額的 +9.0%，約下注 2 次，切牌卡後留 16 張牌</translation>
    </message>
    <message>
        <source>Stephen How&apos;s two-person Panda 8 co-count</source>
        <translation>Stephen How 的雙人熊貓8 輔助算牌法</translation>
    </message>
    <message>
        <source>the co-count&apos;s running count added to the Dragon 7 running count (both from 0), bet the Panda 8 when the sum is +35 or higher</source>
        <translation>輔助算牌法的流水數加上龍7 的流水數（都從 0 起算），總和達到 +35 或以上時下熊貓8</translation>
    </message>
</context>
<context>
    <name>CountWindow</name>
    <message>
        <source>%1 %2 Nothing here predicts a Banker or Player result: %3</source>
        <translation>%1 %2 這裡沒有任何東西能預測莊或閒的結果：%3</translation>
    </message>
    <message>
        <source>Shoes</source>
        <translation>牌靴數</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Units won a shoe</source>
        <translation>每靴贏得單位</translation>
    </message>
    <message>
        <source>%1 ± %2 SE (95%: %3 to %4)</source>
        <translation>%1 ± %2 標準誤（95%：%3 至 %4）</translation>
    </message>
    <message>
        <source>Bets a shoe</source>
        <translation>每靴下注次數</translation>
    </message>
    <message>
        <source>Win per bet</source>
        <translation>每注贏額</translation>
    </message>
    <message>
        <source>%1 units</source>
        <translation>%1 單位</translation>
    </message>
    <message>
        <source>A shoe&apos;s result</source>
        <translation>單靴結果</translation>
    </message>
    <message>
        <source>SD %1; 5% %2, 25% %3, median %4, 75% %5, 95% %6</source>
        <translation>標準差 %1；5% %2，25% %3，中位數 %4，75% %5，95% %6</translation>
    </message>
    <message>
        <source>Shoes ahead</source>
        <translation>領先的牌靴</translation>
    </message>
    <message>
        <source>Risk of ruin</source>
        <translation>破產風險</translation>
    </message>
    <message>
        <source>%1 for %2 units, ever (estimate)</source>
        <translation>本金 %2 單位時為 %1，任何時刻（估計）</translation>
    </message>
    <message>
        <source>This count never bet over these shoes: its rule is never met.</source>
        <translation>在這些牌靴上此算牌法從未下注：其條件從未滿足。</translation>
    </message>
    <message>
        <source>This count did not win over these shoes: where its bets are not in the player&apos;s favour, the house keeps its edge on every one.</source>
        <translation>此算牌法在這些牌靴上沒有贏：凡是對玩家不利的下注，莊家每一注都保有優勢。</translation>
    </message>
    <message>
        <source>The gain is small against its variance: %1 units a shoe against a swing of %2 units in one shoe; it takes about %3 shoes before the expected gain equals one standard deviation of the total, and only %4 of shoes end ahead.</source>
        <translation>收益相對其波動很小：每靴 %1 單位，而單靴波動達 %2 單位；大約要 %3 靴，期望收益才等於總額的一個標準差，而且只有 %4 的牌靴以領先結束。</translation>
    </message>
    <message>
        <source>%1 whenever the exact edge is in the player&apos;s favour</source>
        <translation>%1：只要精確優勢有利於玩家就下注</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>%1: tags %2; start %3; bet when %4</source>
        <translation>%1：計數值 %2；起始 %3；下注條件 %4</translation>
    </message>
    <message>
        <source>%Ln deck(s)</source>
        <translation>%Ln 副</translation>
    </message>
    <message>
        <source>one more hand</source>
        <translation>再發一局</translation>
    </message>
    <message>
        <source>stop at once</source>
        <translation>立即停止</translation>
    </message>
    <message>
        <source>%1, %2 cards behind the cut card (%3 when it comes out), %4</source>
        <translation>%1，切牌卡後 %2 張牌（切牌卡出現時%3），%4</translation>
    </message>
    <message>
        <source>burn</source>
        <translation>燒牌</translation>
    </message>
    <message>
        <source>no burn</source>
        <translation>不燒牌</translation>
    </message>
    <message>
        <source>this process</source>
        <translation>本程序</translation>
    </message>
    <message>
        <source>%Ln local process(es)</source>
        <translation>%Ln 個本地程序</translation>
    </message>
    <message>
        <source>%1. %2, seed %3, on %4.</source>
        <translation>%1。%2，種子 %3，運行於%4。</translation>
    </message>
    <message>
        <source>%1: published at about %2 units a shoe on about %3 bets a shoe.</source>
        <translation>%1：公佈的結果約為每靴 %2 單位，每靴約下注 %3 次。</translation>
    </message>
    <message>
        <source>Perfect play, the bound (betting whenever the exact edge from the cards left favours the player), over %1 other shoes:</source>
        <translation>完美打法，即上限（只要按剩餘牌計算的精確優勢有利於玩家就下注），基於另外 %1 靴：</translation>
    </message>
    <message>
        <source>Counting lab: side-bet counts — tracker</source>
        <translation>算牌實驗室：邊注算牌 — tracker</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>執行(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <source>Export chart as &amp;PNG…</source>
        <translation>將圖表匯出為 PNG(&amp;P)…</translation>
    </message>
    <message>
        <source>Export figures as CS&amp;V…</source>
        <translation>將資料匯出為 CSV(&amp;V)…</translation>
    </message>
    <message>
        <source>Edge by true count</source>
        <translation>按真數計的優勢</translation>
    </message>
    <message>
        <source>Results over shoes</source>
        <translation>各靴結果</translation>
    </message>
    <message>
        <source>Choose a published count or edit your own, then Run: shoes are dealt, every card seen is counted and the side bet is placed when the count says so.</source>
        <translation>選擇一個已公佈的算牌法或編輯您自己的算牌法，然後點“執行”：程式會發牌，計入見到的每一張牌，並在計數達到條件時下邊注。</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>無法寫入 %1</translation>
    </message>
    <message>
        <source>Dealing and counting…</source>
        <translation>發牌並計數中…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message>
        <source>The count failed: %1</source>
        <translation>算牌失敗：%1</translation>
    </message>
    <message>
        <source>Cancelled: the run was stopped before it finished; nothing is shown of it.</source>
        <translation>已取消：執行在完成前被停止；不顯示其任何結果。</translation>
    </message>
    <message>
        <source>the count bets when %1 (a running count, not a place on this axis)</source>
        <translation>算牌在 %1 時下注（這是流水數，不在此座標軸上）</translation>
    </message>
    <message>
        <source>mean of this run</source>
        <translation>本次執行的均值</translation>
    </message>
    <message>
        <source>Export the figures</source>
        <translation>匯出資料</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV 檔案 (*.csv)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>無法寫入 %1：%2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已儲存 %1</translation>
    </message>
</context>
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
    <message>
        <source>Past outcomes cannot predict future hands: every hand is dealt from the cards left, whatever the scorecards show.</source>
        <translation>過去的結果無法預測未來的牌局：無論路紙顯示什麼，每一局都是從剩餘的牌中發出的。</translation>
    </message>
    <message>
        <source>No betting system changes the expected loss per unit wagered: whatever the system, the expected loss is the house edge times the amount wagered.</source>
        <translation>任何投注系統都改變不了每單位注額的期望損失：無論用什麼系統，期望損失都等於莊家優勢乘以總注額。</translation>
    </message>
    <message>
        <source>Casinos watch for side-bet counters: they cap the side bet, move the cut card forward or reshuffle early, and may bar a player who bets only when the count is high.</source>
        <translation>賭場會留意邊注算牌者：他們會限制邊注額、把切牌卡往前放或提早洗牌，並可能禁止只在計數高時下注的玩家。</translation>
    </message>
    <message>
        <source>A count wins only because the cards already dealt change the odds of the cards left; a scorecard of who won does not.</source>
        <translation>算牌能贏，只是因為已發出的牌改變了剩餘牌的機率；記錄誰贏的路紙則不會。</translation>
    </message>
    <message>
        <source>Only side bets move far with the cards left: the Banker and Player edges barely move.</source>
        <translation>只有邊注會隨剩餘牌大幅變動：莊和閒的優勢幾乎不變。</translation>
    </message>
    <message>
        <source>A count&apos;s gain is small against its variance: even when a side bet turns in the player&apos;s favour, what one unit gains on average is a small part of how far its result swings each hand (its standard deviation), and a shoe offers few such bets.</source>
        <translation>算牌的收益相對其波動很小：即使邊注變得對玩家有利，每單位的平均收益也只是每局結果波動幅度（標準差）的一小部分，而且一靴中這樣的下注機會很少。</translation>
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
        <source>{field}: expected a whole number above {above}, not {given!r}</source>
        <translation>{field}：應為大於 {above} 的整數，而不是 {given!r}</translation>
    </message>
    <message>
        <source>{field}: expected a number above {above}, not {given!r}</source>
        <translation>{field}：應為大於 {above} 的數，而不是 {given!r}</translation>
    </message>
    <message>
        <source>{field}: expected a whole number, not {given!r}</source>
        <translation>{field}：應為整數，而不是 {given!r}</translation>
    </message>
    <message>
        <source>{field}: expected a number, not {given!r}</source>
        <translation>{field}：應為數字，而不是 {given!r}</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>閾值</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>注額</translation>
    </message>
    <message>
        <source>Bankroll</source>
        <translation>本金</translation>
    </message>
    <message>
        <source>Seed: expected a whole number from 0 to 2**64 - 1 (or empty for a random seed), not {given!r}</source>
        <translation>種子：應為 0 到 2**64 - 1 之間的整數（留空則隨機），而不是 {given!r}</translation>
    </message>
    <message>
        <source>Table: {reason}</source>
        <translation>牌桌：{reason}</translation>
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
<context>
    <name>Statistics</name>
    <message>
        <source>no shoe holds two decisions in a row</source>
        <translation>沒有任何牌靴有連續兩次分出勝負</translation>
    </message>
    <message>
        <source>one side won every decision</source>
        <translation>每次分出勝負都是同一方贏</translation>
    </message>
    <message>
        <source>no hands with a winner</source>
        <translation>沒有分出贏家的牌局</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>莊</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>閒</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>和</translation>
    </message>
    <message>
        <source>Player pair</source>
        <translation>閒對</translation>
    </message>
    <message>
        <source>Banker pair</source>
        <translation>莊對</translation>
    </message>
    <message>
        <source>Natural</source>
        <translation>例牌</translation>
    </message>
    <message>
        <source>Exact odds of the next hand need every card dealt; this shoe records outcomes only.</source>
        <translation>下一局的精確機率需要每張發出的牌；本靴只記錄了結果。</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>未記錄</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>%Ln tie(s)</source>
        <translation>%Ln 局和</translation>
    </message>
    <message>
        <source>%1 left out, from shoes that flag naturals on wins only (never a natural tie); chance is for the hands counted</source>
        <translation>未計入 %1，因這些牌靴只在贏局標記例牌（從不標記例牌和局）；機率按已計入的牌局算</translation>
    </message>
    <message>
        <source>%1 that record no natural left out (%2 of them from shoes that flag naturals on wins only); chance is for the hands counted</source>
        <translation>未計入沒有例牌記錄的 %1（其中 %2 來自只在贏局標記例牌的牌靴）；機率按已計入的牌局算</translation>
    </message>
    <message>
        <source>%1 that record no natural left out; chance is for the hands counted</source>
        <translation>未計入沒有例牌記錄的 %1；機率按已計入的牌局算</translation>
    </message>
    <message>
        <source>Chi-square: χ² = %1, p = %2: %3</source>
        <translation>卡方檢驗：χ² = %1，p = %2：%3</translation>
    </message>
    <message>
        <source>Chi-square: not tested, %1</source>
        <translation>卡方檢驗：未檢驗，%1</translation>
    </message>
    <message>
        <source>Runs: %1 seen, %2 expected, p = %3: %4</source>
        <translation>遊程：實際 %1，期望 %2，p = %3：%4</translation>
    </message>
    <message>
        <source>Runs: not tested, %1</source>
        <translation>遊程：未檢驗，%1</translation>
    </message>
    <message>
        <source>Lag-1 correlation: r = %1, p = %2: %3</source>
        <translation>滯後一期相關：r = %1，p = %2：%3</translation>
    </message>
    <message>
        <source>Lag-1 correlation: not tested, %1</source>
        <translation>滯後一期相關：未檢驗，%1</translation>
    </message>
    <message>
        <source>Longest streak: Banker %1, Player %2</source>
        <translation>最長連：莊 %1，閒 %2</translation>
    </message>
    <message>
        <source>; chance gives one of %1 or more in %2 of such shoes</source>
        <translation>；按機率，這樣的牌靴中有 %2 會出現 %1 或更長的連</translation>
    </message>
    <message>
        <source>. Chops %1 (%2 expected).</source>
        <translation>。單跳 %1（期望 %2）。</translation>
    </message>
    <message>
        <source>Shoe by shoe at p &lt; %1: runs test %2 of %3, chi-square %4 of %5, longest streak %6 of %7; chance alone flags about %8, %9 and %10.</source>
        <translation>逐靴檢驗（p &lt; %1）：遊程檢驗 %3 靴中 %2 靴，卡方 %5 靴中 %4 靴，最長連 %7 靴中 %6 靴；僅憑機率也會標出約 %8、%9 和 %10 靴。</translation>
    </message>
    <message>
        <source>Seen</source>
        <translation>實際</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>佔比</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>95% 區間</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>機率</translation>
    </message>
    <message>
        <source>Natural: %1.</source>
        <translation>例牌：%1。</translation>
    </message>
    <message>
        <source>expected</source>
        <translation>期望</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>長度</translation>
    </message>
    <message>
        <source>Streaks by length</source>
        <translation>按長度統計的連</translation>
    </message>
    <message>
        <source>(as the big road shows them)</source>
        <translation>（按大路顯示的方式）</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 至 %2</translation>
    </message>
    <message>
        <source>House edge from the cards left</source>
        <translation>按剩餘牌計算的莊家優勢</translation>
    </message>
    <message>
        <source>(exact; negative favours the player)</source>
        <translation>（精確值；負數對玩家有利）</translation>
    </message>
    <message>
        <source>first hand</source>
        <translation>首局</translation>
    </message>
    <message>
        <source>next hand</source>
        <translation>下一局</translation>
    </message>
    <message>
        <source>over the shoe</source>
        <translation>整靴範圍</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>期望</translation>
    </message>
    <message>
        <source>No shoe selected.</source>
        <translation>未選擇牌靴。</translation>
    </message>
    <message>
        <source>%Ln deck(s)</source>
        <translation>%Ln 副</translation>
    </message>
    <message>
        <source> · %1</source>
        <translation> · %1</translation>
    </message>
    <message>
        <source>Pairs over the %1 of %2 hands that record them.</source>
        <translation>對子按 %2 局中有記錄的 %1 局計算。</translation>
    </message>
    <message>
        <source>χ² = %1, p = %2, %3.</source>
        <translation>χ² = %1，p = %2，%3。</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1。</translation>
    </message>
    <message>
        <source>Banker/Player/Tie against chance: %1</source>
        <translation>莊/閒/和與機率對比：%1</translation>
    </message>
    <message>
        <source>Runs (ties removed): %1 seen, %2 expected by chance; z = %3, p = %4, %5.</source>
        <translation>遊程（去掉和局）：實際 %1，按機率期望 %2；z = %3，p = %4，%5。</translation>
    </message>
    <message>
        <source>Runs test: %1.</source>
        <translation>遊程檢驗：%1。</translation>
    </message>
    <message>
        <source>The recorded cards cannot all come from this shoe: %1</source>
        <translation>記錄的牌不可能全部來自這個牌靴：%1</translation>
    </message>
    <message>
        <source>Here the cards left tip a main bet the player&apos;s way: exact arithmetic on the cards still in the shoe (it happens rarely, near the end), not a pattern in past results.</source>
        <translation>此時剩餘的牌讓一個主注偏向玩家：這是對牌靴中剩餘牌的精確計算（很少發生，多在靴末），而不是過去結果中的規律。</translation>
    </message>
    <message>
        <source>The house keeps its edge on both main bets.</source>
        <translation>莊家在兩個主註上都保有優勢。</translation>
    </message>
    <message>
        <source>, exactly, from the %1 cards left: Banker %2, Player %3, Tie %4 (a fresh shoe: %5, %6, %7; at most %8 points apart).</source>
        <translation>，按剩餘 %1 張牌精確計算：莊 %2，閒 %3，和 %4（新靴：%5、%6、%7；最多相差 %8 個百分點）。</translation>
    </message>
    <message>
        <source>House edge now: Banker %1, Player %2 (fresh: %3, %4). %5</source>
        <translation>目前莊家優勢：莊 %1，閒 %2（新靴：%3、%4）。%5</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>下一局</translation>
    </message>
    <message>
        <source>%Ln shoe(s)</source>
        <translation>%Ln 靴</translation>
    </message>
    <message>
        <source>%Ln hand(s)</source>
        <translation>%Ln 局</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>not tested: %1</source>
        <translation>未檢驗：%1</translation>
    </message>
    <message>
        <source>too few hands to test</source>
        <translation>牌局太少，無法檢驗</translation>
    </message>
    <message>
        <source>consistent with chance</source>
        <translation>符合隨機機率</translation>
    </message>
    <message>
        <source>unusual for chance (p &lt; %1); with enough shoes some results are, and it still predicts nothing</source>
        <translation>對隨機機率而言少見（p &lt; %1）；牌靴夠多時總有一些結果如此，它仍然預測不了任何事</translation>
    </message>
    <message>
        <source>banker</source>
        <translation>莊</translation>
    </message>
    <message>
        <source>player</source>
        <translation>閒</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>和</translation>
    </message>
    <message>
        <source>player pair</source>
        <translation>閒對</translation>
    </message>
    <message>
        <source>banker pair</source>
        <translation>莊對</translation>
    </message>
    <message>
        <source>no commission banker</source>
        <translation>免傭莊</translation>
    </message>
    <message>
        <source>ez banker</source>
        <translation>EZ 莊</translation>
    </message>
    <message>
        <source>dragon seven</source>
        <translation>龍7</translation>
    </message>
    <message>
        <source>panda eight</source>
        <translation>熊貓8</translation>
    </message>
    <message>
        <source>super six</source>
        <translation>超級6</translation>
    </message>
    <message>
        <source>dragon bonus player</source>
        <translation>閒龍寶</translation>
    </message>
    <message>
        <source>dragon bonus banker</source>
        <translation>莊龍寶</translation>
    </message>
    <message>
        <source>Banker wins</source>
        <translation>莊贏</translation>
    </message>
    <message>
        <source>Player wins</source>
        <translation>閒贏</translation>
    </message>
    <message>
        <source>ties</source>
        <translation>和局</translation>
    </message>
    <message>
        <source>too few decisions: %1 Banker/Player, the test needs at least %2</source>
        <translation>分出勝負的局太少：莊/閒共 %1 局，檢驗至少需要 %2 局</translation>
    </message>
    <message>
        <source>too few hands: %1 %2 expected, the test needs at least %3 of each</source>
        <translation>牌局太少：期望 %2 %1 次，檢驗要求每項至少 %3 次</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Statistics — tracker</source>
        <translation>統計 — tracker</translation>
    </message>
    <message>
        <source>The %Ln chosen shoe(s)</source>
        <translation>所選的 %Ln 靴</translation>
    </message>
    <message>
        <source>The shown shoe</source>
        <translation>目前牌靴</translation>
    </message>
    <message>
        <source>The whole library</source>
        <translation>整個牌靴庫</translation>
    </message>
    <message>
        <source>Statistics of</source>
        <translation>統計範圍</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>重新整理(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Export chart as PNG…</source>
        <translation>將圖表匯出為 PNG(&amp;E)…</translation>
    </message>
    <message>
        <source>Streaks</source>
        <translation>連</translation>
    </message>
    <message>
        <source>Banker − Player</source>
        <translation>莊 − 閒</translation>
    </message>
    <message>
        <source>Edges of the bets</source>
        <translation>各注優勢</translation>
    </message>
    <message>
        <source>Working…</source>
        <translation>計算中…</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>無法寫入 %1</translation>
    </message>
    <message>
        <source>No shoe is shown: open one, or choose the whole library.</source>
        <translation>沒有顯示牌靴：請開啟一個，或選擇整個牌靴庫。</translation>
    </message>
    <message>
        <source>the whole library</source>
        <translation>整個牌靴庫</translation>
    </message>
    <message>
        <source>shoe %1</source>
        <translation>牌靴 %1</translation>
    </message>
    <message>
        <source>The statistics failed: %1</source>
        <translation>統計失敗：%1</translation>
    </message>
    <message>
        <source>the %Ln chosen shoe(s)</source>
        <translation>所選的 %Ln 靴</translation>
    </message>
    <message>
        <source>No hands to count yet: import shoe files (File › Import) or log a shoe.</source>
        <translation>還沒有可統計的牌局：請匯入牌靴檔案（檔案 › 匯入）或記錄一個牌靴。</translation>
    </message>
    <message>
        <source>Drawn for one shoe: show or choose one shoe</source>
        <translation>針對單個牌靴繪製：請顯示或選擇一個牌靴</translation>
    </message>
    <message>
        <source>Drawn for one shoe whose cards are recorded</source>
        <translation>針對記錄了每張牌的單個牌靴繪製</translation>
    </message>
</context>
</TS>
